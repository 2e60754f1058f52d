// The address the api serves a public Storage object under (the experts' photos in the directory
// and on a case's expert card).
import type { Config } from '../config';

/** Supabase's public object URL: `/storage/v1/object/public/<bucket>/<path>`, each segment encoded. */
export function publicObjectUrl(config: Config, bucket: string, path: string): string {
  const encoded = path.split('/').map(encodeURIComponent).join('/');
  return `${config.apiExternalUrl}/storage/v1/object/public/${bucket}/${encoded}`;
}
