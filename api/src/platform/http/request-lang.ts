// The language of a request's answer or mail: the first of the caller's explicit choices
// (a body field, a guest's language) that is one we write, else the Accept-Language header.
import { pickLang, type Lang } from '../mail/templates';
import type { AppContext } from './context';

export function requestLang(c: AppContext, ...preferred: unknown[]): Lang {
  return pickLang(...preferred, c.req.header('accept-language'));
}
