export const GATE_TRIGGER_TYPES = ['scroll', 'time', 'exit_intent', 'element_view'] as const
export const GATE_FREQUENCIES = ['once', 'session', 'always'] as const
export const GATE_ACTIONS = ['shown', 'subscribed', 'dismissed'] as const
export const GATE_DEFAULTS = {
  triggerType: 'scroll',
  triggerValue: 60,
  buttonText: 'Subscribe',
  dismissText: 'Continue without subscribing',
  allowDismiss: true,
  priority: 1,
  showFrequency: 'once',
  isActive: true,
} as const
