'use client'

import { CloudError } from '@/components/cloud/CloudError'

export default CloudError
