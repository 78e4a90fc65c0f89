// The Payload CLI looks for a config at the project root; the real one lives in src/.
export { default } from './src/payload.config'
