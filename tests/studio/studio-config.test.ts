import { describe, expect, it } from 'vitest'
import { documentTypes, objectTypes, singletonTypes } from '../../schemas'
import config from '../../studio/sanity.config'

describe('the Studio configuration', () => {
  it('speaks Spanish through the es-ES locale plugin', () => {
    const plugins = (config.plugins ?? []).map((plugin) => (plugin as { name?: string }).name)
    expect(plugins).toContain('@sanity/locale-es-es')
  })

  it('offers the preview beside the form with the Presentation tool', () => {
    const tools = (config.plugins ?? []).flatMap(
      (plugin) => (plugin as { tools?: { name: string }[] }).tools ?? [],
    )
    expect(tools.map((tool) => tool.name)).toContain('presentation')
  })

  it('gives every singleton, document and object type an icon', () => {
    const withoutIcon = [...singletonTypes, ...documentTypes, ...objectTypes]
      .filter((type) => !('icon' in type) || !type.icon)
      .map((type) => type.name)
    expect(withoutIcon).toEqual([])
  })
})
