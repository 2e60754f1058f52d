// The labelled safety corpus (corpus/*.jsonl): messages written as families of paraphrases, one
// family one situation. The split is by family, so the test split measures how the classifier
// does on situations it never saw, not on new wordings of ones it learnt. Files named
// external-*.jsonl were written by another author for categories they did not write the training
// families of; they are never trained on and measure generalisation once more. Files named
// *ordinary* hold everyday coaching turns (all safe): the false alarms that matter most.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as z from 'zod';
import { hash } from '../text';
import { safetyLabels } from './labels';

// This folder, under Jest (CommonJS) and tsx (ES modules) alike.
const here = typeof __dirname === 'string' ? __dirname : path.dirname(fileURLToPath(import.meta.url));
export const corpusDir = path.join(here, 'corpus');

const sampleSchema = z
  .object({
    family: z.string().regex(/^[a-z0-9-]+$/),
    lang: z.enum(['de', 'en']),
    labels: z.array(z.enum(safetyLabels)),
    style: z.string(),
    text: z.string().min(1).optional(),
    turns: z.array(z.string().min(1)).min(2).optional(),
    /**
     * The labels hold for the conversation, not for any one of its messages ("sie ist schwanger" …
     * "wie finde ich einen anderen Grund?"; a crisis signal … "alles gut, vergiss es"): the model
     * learns none of its messages as a positive or as safe for those labels (train.ts); the
     * conversation rules answer it (assess.ts).
     */
    across: z.literal(true).optional(),
  })
  .refine((sample) => Boolean(sample.text) !== Boolean(sample.turns), 'exactly one of text or turns')
  .refine((sample) => !sample.across || Boolean(sample.turns), 'across needs turns');

export type Split = 'train' | 'test' | 'external';

export interface Sample extends z.infer<typeof sampleSchema> {
  split: Split;
  /** The user's messages, oldest first (one for a single message). */
  messages: string[];
  file: string;
  /** Everyday coaching turns (files named *ordinary*), as opposed to hard negatives written to look dangerous. */
  ordinary: boolean;
}

/** One family in four is held out for testing (by the family id's hash, so it never moves). */
export const splitOf = (family: string): Exclude<Split, 'external'> =>
  hash(`split:${family}`) % 4 === 0 ? 'test' : 'train';

export function loadCorpus(dir = corpusDir): Sample[] {
  const files = readdirSync(dir)
    .filter((file) => file.endsWith('.jsonl'))
    .sort();
  const samples: Sample[] = [];
  for (const file of files) {
    const external = file.startsWith('external-');
    readFileSync(path.join(dir, file), 'utf8')
      .split('\n')
      .forEach((line, index) => {
        if (!line.trim()) return;
        const parsed = sampleSchema.safeParse(JSON.parse(line));
        if (!parsed.success) throw new Error(`${file}:${index + 1}: ${parsed.error.message}`);
        const sample = parsed.data;
        samples.push({
          ...sample,
          split: external ? 'external' : splitOf(sample.family),
          messages: sample.turns ?? [sample.text!],
          file,
          ordinary: file.includes('ordinary'),
        });
      });
  }
  return samples;
}

/**
 * A fingerprint of the corpus files the model learns from, stored with the model (which corpus it
 * was trained on). External files are left out: they are never trained on, so a new held-out set
 * can be added without training again.
 */
export function corpusFingerprint(dir = corpusDir): string {
  const digest = createHash('sha256');
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.jsonl') && !f.startsWith('external-'))
    .sort()) {
    digest.update(file);
    digest.update(readFileSync(path.join(dir, file)));
  }
  return digest.digest('hex');
}
