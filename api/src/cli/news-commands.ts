// `npm run admin -- news-send`: a news mail to every confirmed subscriber of one language, through
// the api's POST /functions/v1/news-issues with the service-role key (the same rules as for an
// admin in the browser: pending addresses get nothing, every mail has its unsubscribe link).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sendNewsResponse } from '@cc/shared-contract';
import { call, type Command, UsageError } from './command';

const languages = ['de', 'en'] as const;

export const newsCommands: Record<string, Command> = {
  'news-send': {
    usage: '--lang <de|en> --subject "<subject>" --file <text file>',
    summary:
      'Sends a news mail (the file as plain text, paragraphs separated by blank lines) to every confirmed subscriber of the language, each with their unsubscribe link.',
    options: { lang: { type: 'string' }, subject: { type: 'string' }, file: { type: 'string' } },
    async run({ admin, out, cwd }, { values }) {
      const usage = `news-send ${newsCommands['news-send']!.usage}`;
      const lang = languages.find((candidate) => candidate === values.lang);
      if (!lang) throw new UsageError(`--lang must be de or en: ${usage}`);
      const subject = typeof values.subject === 'string' ? values.subject.trim() : '';
      if (!subject) throw new UsageError(`A subject is needed: ${usage}`);
      if (typeof values.file !== 'string' || !values.file) throw new UsageError(`A text file is needed: ${usage}`);
      const file = path.resolve(cwd, values.file);
      let text: string;
      try {
        text = readFileSync(file, 'utf8');
      } catch (error) {
        throw new Error(`Cannot read ${file}: ${(error as Error).message}`, { cause: error });
      }
      if (!text.trim()) throw new UsageError(`${file} is empty.`);
      const { queued } = await call(admin, 'news-issues', sendNewsResponse, {
        method: 'POST',
        body: { lang, subject, text },
      });
      out(
        queued === 0
          ? `Nobody has confirmed a subscription in ${lang} yet; nothing was sent.`
          : `Queued "${subject}" for ${queued} confirmed ${queued === 1 ? 'subscriber' : 'subscribers'} (${lang}).`,
      );
    },
  },
};
