import config from '@payload-config'
import { getPayload } from 'payload'

/** The app's Payload instance (initialised once per process). */
export const getPayloadClient = () => getPayload({ config })
