// The safety classifier: one logistic regression per label over the hashed features of
// features.ts (one-vs-rest, so a message can be harassment and legal at once). Trained by
// train.ts from the corpus in corpus/ (`npm run train:safety`); the weights ship in
// model-weights.generated.ts, quantised to 8 bits per weight, and load once per process.
//
// A signal buried in a long message would be diluted among hundreds of harmless words, so a text
// is scored whole and sentence by sentence (each sentence and each pair of neighbours), and each
// label takes its highest score.
import { gunzipSync } from 'node:zlib';
import { sentences } from '../text';
import { featureBits, featuresOf } from './features';
import { safetyLabels, type SafetyLabel } from './labels';
import { trainedModel } from './model-weights.generated';
import type { StoredModel } from './stored-model';

export type { StoredModel };

export type Scores = Record<SafetyLabel, number>;

const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));

export class SafetyModel {
  private readonly labelCount: number;

  constructor(
    readonly labels: readonly SafetyLabel[],
    /** Float weights, bucket-major. */
    private readonly weights: Float32Array,
    private readonly bias: Float32Array,
    readonly thresholds: StoredModel['thresholds'],
  ) {
    this.labelCount = labels.length;
  }

  static fromStored(stored: StoredModel): SafetyModel {
    if (stored.featureBits !== featureBits) throw new Error('safety model: feature size differs from features.ts');
    const labels = stored.labels as SafetyLabel[];
    if (labels.join() !== safetyLabels.join()) throw new Error('safety model: labels differ from labels.ts');
    const raw = gunzipSync(Buffer.from(stored.weights, 'base64'));
    const quantised = new Int8Array(raw.buffer, raw.byteOffset, raw.byteLength);
    const weights = new Float32Array(quantised.length);
    for (let i = 0; i < quantised.length; i++) weights[i] = quantised[i]! * stored.scale[i % labels.length]!;
    return new SafetyModel(labels, weights, Float32Array.from(stored.bias), stored.thresholds);
  }

  /** Probabilities of one piece of text as a whole. */
  scoreWhole(text: string): Scores {
    const features = featuresOf(text);
    const norm = features.length ? 1 / Math.sqrt(features.length) : 0;
    const scores = {} as Scores;
    for (let l = 0; l < this.labelCount; l++) {
      let z = 0;
      for (const f of features) z += this.weights[f * this.labelCount + l]!;
      scores[this.labels[l]!] = sigmoid(this.bias[l]! + z * norm);
    }
    return scores;
  }

  /**
   * Probabilities of a message: the whole text, or one of its sentences (or neighbour pairs) when
   * that scores higher on its own. A window's score counts squared: one sentence must be clearly
   * alarming to outweigh the message it stands in (measured on the training split's folds: this
   * finds signals buried in long messages without raising short harmless ones).
   */
  score(text: string): Scores {
    const best = this.scoreWhole(text);
    for (const window of windowsOf(text)) {
      const scores = this.scoreWhole(window);
      for (const label of this.labels) best[label] = Math.max(best[label], scores[label] ** 2);
    }
    return best;
  }
}

/**
 * The sentences of a text of several sentences, and each pair of neighbours ([] for one sentence).
 * A one-word piece ("Purpose:", "Update:", "Zweck:") is no window of its own: alone it scored as
 * the word's strongest use ("purpose" 0.97 crisis) and gave a draft request the crisis reply; it
 * still counts in its pair and in the whole text.
 */
export function windowsOf(text: string): string[] {
  const parts = sentences(text);
  if (parts.length < 2) return [];
  const pairs = parts.slice(1).map((part, i) => `${parts[i]} ${part}`);
  return [...parts.filter((part) => /\p{L}+\P{L}+\p{L}/u.test(part)), ...pairs];
}

let loaded: SafetyModel | undefined;

/** The shipped model (loaded on first use; `warmSafety` loads it at start). */
export function safetyModel(): SafetyModel {
  loaded ??= SafetyModel.fromStored(trainedModel);
  return loaded;
}
