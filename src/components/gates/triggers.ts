import { GATE_TARGET_SELECTOR, isExitIntent, type ResolvedTrigger, scrolledPercent } from '@/lib/gates/trigger'

// Browser wiring of the resolved gate triggers. Each returns its cleanup; `fire` may be called more
// than once, the caller keeps only the first.

export const hasCoarsePointer = (): boolean => window.matchMedia('(hover: none), (pointer: coarse)').matches
export const gateTarget = (): Element | null => document.querySelector(GATE_TARGET_SELECTOR)

export function armTrigger(trigger: ResolvedTrigger, fire: () => void): () => void {
  switch (trigger.kind) {
    case 'time': {
      const timer = window.setTimeout(fire, trigger.delayMs)
      return () => window.clearTimeout(timer)
    }
    case 'exit_intent': {
      const onMouseOut = (event: MouseEvent) => {
        if (isExitIntent(event)) fire()
      }
      document.addEventListener('mouseout', onMouseOut)
      return () => document.removeEventListener('mouseout', onMouseOut)
    }
    case 'element_view': {
      const target = gateTarget()
      if (!target) return () => undefined
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting && entry.intersectionRatio >= trigger.visibleRatio)) fire()
        },
        { threshold: trigger.visibleRatio },
      )
      observer.observe(target)
      return () => observer.disconnect()
    }
    case 'scroll': {
      const check = () => {
        const percent = scrolledPercent(window.scrollY, window.innerHeight, document.documentElement.scrollHeight)
        if (percent >= trigger.percent) fire()
      }
      window.addEventListener('scroll', check, { passive: true })
      window.addEventListener('resize', check, { passive: true })
      // A reload restores the scroll position without a scroll event.
      check()
      return () => {
        window.removeEventListener('scroll', check)
        window.removeEventListener('resize', check)
      }
    }
  }
}
