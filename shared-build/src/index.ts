export { renderStandalone, type StandaloneRoute } from './StandaloneHost';
