// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { isTypingTarget, reasonIndexOf, REVIEW_KEYS, reviewCommandOf, type KeyEventLike } from '@/admin/review/keys'

/** A real element (happy-dom), so the selectors are matched as a browser matches them. */
const element = (tag: string, attributes: Record<string, string> = {}): EventTarget => {
  const node = document.createElement(tag)
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value)
  document.body.append(node)
  return node
}

const press = (key: string, target: EventTarget | null = null, modifiers: Partial<KeyEventLike> = {}): KeyEventLike => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  target,
  ...modifiers,
})

describe('review keys', () => {
  it('maps each documented key to its command', () => {
    for (const { keys, command } of REVIEW_KEYS)
      for (const key of keys) expect(reviewCommandOf(press(key, element('article')))).toBe(command)
    expect(reviewCommandOf(press('A'))).toBe('approveSelection')
    expect(reviewCommandOf(press('a'))).toBe('approve')
    expect(reviewCommandOf(press('z'))).toBeNull()
  })

  it('leaves typing, modifier chords and Enter on a button alone', () => {
    expect(reviewCommandOf(press('a', element('input', { type: 'search' })))).toBeNull()
    expect(reviewCommandOf(press('j', element('textarea')))).toBeNull()
    expect(reviewCommandOf(press('a', element('select')))).toBeNull()
    expect(reviewCommandOf(press('a', element('article'), { ctrlKey: true }))).toBeNull()
    expect(reviewCommandOf(press('a', element('article'), { metaKey: true }))).toBeNull()
    expect(reviewCommandOf(press('Enter', element('button')))).toBeNull()
    expect(reviewCommandOf(press('Enter', element('article')))).toBe('focusView')
    // A checkbox takes no typed text: the keys still work on it.
    expect(isTypingTarget(element('input', { type: 'checkbox' }))).toBe(false)
    expect(reviewCommandOf(press('j', element('input', { type: 'checkbox' })))).toBe('next')
  })

  it('picks rejection reasons by their number', () => {
    expect(reasonIndexOf('1', 7)).toBe(0)
    expect(reasonIndexOf('7', 7)).toBe(6)
    expect(reasonIndexOf('8', 7)).toBeNull()
    expect(reasonIndexOf('0', 7)).toBeNull()
    expect(reasonIndexOf('a', 7)).toBeNull()
  })
})
