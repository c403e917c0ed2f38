/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_SANITY_PROJECT_ID?: string
  readonly VITE_SANITY_DATASET?: string
  readonly VITE_SANITY_API_HOST?: string
  readonly VITE_SANITY_STUDIO_URL?: string
  readonly VITE_SUPABASE_URL?: string
  readonly VITE_SUPABASE_ANON_KEY?: string
}

/** The door's service worker, '/door-sw.js' in a build and '' on the development server. */
declare const __DOOR_WORKER_URL__: string

interface ImportMeta {
  readonly env: ImportMetaEnv
}

declare module 'virtual:embedded-dataset' {
  const documents: Array<{ _id: string; _type: string; [field: string]: unknown }>
  export default documents
}
