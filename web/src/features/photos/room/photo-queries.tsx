import {
  QueryClient,
  QueryClientProvider,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query'
import { useState, type ReactNode } from 'react'
import { photoModerationApi, type CouplePhoto, type PhotoSettings } from './photo-moderation-api'

/** The «Fotos» room's server state, by resource. */
export const photoKeys = {
  photos: ['couple', 'photos'] as const,
  settings: ['couple', 'photo-settings'] as const,
  thumbs: (ids: readonly string[]) => ['couple', 'photo-thumbs', ...ids] as const,
}

function newPhotoClient() {
  return new QueryClient({
    defaultOptions: {
      // new photos arrive during the party: loaded again on coming back, and every 30 s
      queries: { refetchOnWindowFocus: true, refetchOnReconnect: true, retry: 1 },
      mutations: { retry: false },
    },
  })
}

/** One cache for each time the room opens. */
export function PhotoQueries({ children }: { children: ReactNode }) {
  const [client] = useState(newPhotoClient)
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>
}

export function usePhotos() {
  return useQuery({
    queryKey: photoKeys.photos,
    queryFn: () => photoModerationApi.photos(),
    refetchInterval: 30_000,
  })
}

export function usePhotoSettings() {
  return useQuery({ queryKey: photoKeys.settings, queryFn: () => photoModerationApi.settings() })
}

/** Signed thumbnail URLs (an hour) of the photos shown, loaded again after 50 minutes. */
export function useThumbs(ids: readonly string[]) {
  return useQuery({
    queryKey: photoKeys.thumbs(ids),
    queryFn: () => photoModerationApi.urls(ids, 'thumb'),
    enabled: ids.length > 0,
    staleTime: 50 * 60_000,
    refetchInterval: 50 * 60_000,
  })
}

/** Approve or hide: the photo's new state replaces the old in the list. */
export function useSetStatus() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: 'approved' | 'hidden' }) =>
      photoModerationApi.setStatus(id, status),
    onSuccess: (saved) =>
      client.setQueryData<CouplePhoto[]>(photoKeys.photos, (photos) =>
        photos?.map((photo) => (photo.id === saved.id ? saved : photo)),
      ),
  })
}

export function useDeletePhoto() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => photoModerationApi.deletePhoto(id),
    onSuccess: (_answer, id) =>
      client.setQueryData<CouplePhoto[]>(photoKeys.photos, (photos) =>
        photos?.filter((photo) => photo.id !== id),
      ),
  })
}

export function useSaveSettings() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (settings: Omit<PhotoSettings, 'screen_key_made'>) =>
      photoModerationApi.setSettings(settings),
    onSuccess: (saved) => client.setQueryData(photoKeys.settings, saved),
  })
}
