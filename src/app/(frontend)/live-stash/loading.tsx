import { CloudLoading } from '@/components/cloud/CloudLoading'

export default CloudLoading
