import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '@cc/shared-build/rspack';

export default createAppConfig({
  app: 'shell',
  appDir: path.dirname(fileURLToPath(import.meta.url)),
  title: 'KonfliktKompass – Konfliktcoaching für Gründer und Teams',
});
