import { describe, expect, it } from 'vitest'
import { addToCompare, removeFromCompare } from '../../../web/src/features/shop/utils/compare-list'
import { removeFromWishlist, toggleWishlist } from '../../../web/src/features/shop/utils/wishlist'
import { bateria, vajilla } from './shop-fixtures'

describe('the wishlist', () => {
  it('adds an absent product with the success toast "Item Added to Wishlist"', () => {
    const { next, toast } = toggleWishlist([bateria], vajilla)
    expect(next).toEqual([bateria, vajilla])
    expect(toast).toEqual({ message: 'Item Added to Wishlist', variant: 'success' })
  })

  it('removes a present product with the toast "Item Removed from Wishlist"', () => {
    const { next, toast } = toggleWishlist([vajilla, bateria], vajilla)
    expect(next).toEqual([bateria])
    expect(toast).toEqual({ message: 'Item Removed from Wishlist', variant: 'info' })
  })

  it('recognises a product by its id, whatever else it carries', () => {
    const { next } = toggleWishlist([vajilla], { ...vajilla, name: 'Otro nombre' })
    expect(next).toEqual([])
  })

  it('also removes by id, quietly', () => {
    const { next, toast } = removeFromWishlist([vajilla, bateria], bateria.id)
    expect(next).toEqual([vajilla])
    expect(toast).toBeNull()
  })
})

describe('the compare list', () => {
  it('adds an absent product with the success toast "Added to Compare List"', () => {
    const { next, toast } = addToCompare([bateria], vajilla)
    expect(next).toEqual([bateria, vajilla])
    expect(toast).toEqual({ message: 'Added to Compare List', variant: 'success' })
  })

  it('warns "Already added to Compare List" and changes nothing for a present product', () => {
    const before = [vajilla, bateria]
    const { next, toast } = addToCompare(before, vajilla)
    expect(next).toBe(before)
    expect(next).toEqual([vajilla, bateria])
    expect(toast).toEqual({ message: 'Already added to Compare List', variant: 'warning' })
  })

  it('removes a present product with the warning "Item Removed from Compare List"', () => {
    const { next, toast } = removeFromCompare([vajilla, bateria], vajilla.id)
    expect(next).toEqual([bateria])
    expect(toast).toEqual({ message: 'Item Removed from Compare List', variant: 'warning' })
  })

  it('says "Target no Found", as the spec writes it, for an absent product', () => {
    const before = [bateria]
    const { next, toast } = removeFromCompare(before, vajilla.id)
    expect(next).toBe(before)
    expect(toast).toEqual({ message: 'Target no Found', variant: 'error' })
  })
})
