export { ToastProvider, useToast, type ToastOptions, type ToastVariant } from './ToastProvider'
