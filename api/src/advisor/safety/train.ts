/* eslint-disable no-console -- a command-line script: its output is the report */
// Trains the safety classifier from the corpus and writes model-weights.generated.ts.
//
//   npm run train:safety            train, choose thresholds, write the weights, print the test split
//
// Deterministic: the same corpus gives the same weights byte for byte (a seeded shuffle, a fixed
// number of passes, gzip at a fixed level), so the committed weights can be checked against the
// corpus (`safety-model.test.ts` compares the corpus fingerprint stored with them).
//
// Method: one logistic regression per label (one-vs-rest) over the hashed features of
// features.ts, trained with AdaGrad and a small L2 penalty; positives weigh more where a label is
// rare. The decision thresholds are chosen on out-of-fold scores of the training split (five
// folds by family), never on the test split: per label the highest threshold that still finds
// the target share of the held-out positives.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { corpusDir, corpusFingerprint, loadCorpus, type Sample } from './dataset';
import { evaluate, checkBudgets } from './evaluate';
import { featureBits, featuresOf } from './features';
import { isUrgentLabel, safetyLabels, urgentLabels, type SafetyLabel } from './labels';
import { SafetyModel, windowsOf } from './model';
import type { StoredModel } from './stored-model';
import { hash } from '../text';

interface Example {
  features: Uint32Array;
  /** Per label: true, false, or null (unknown: the label does not learn from this example). */
  targets: (boolean | null)[];
  family: string;
}

const labelCount = safetyLabels.length;
const buckets = 1 << featureBits;

export const hyper = {
  epochs: 12,
  learningRate: 0.4,
  l2: 5e-4,
  maxPositiveWeight: 6,
  folds: 5,
  /**
   * How each label's thresholds are chosen on out-of-fold scores (see chooseThresholds). The
   * urgent labels share theirs: the full crisis reply for at most `negativesAsCrisis` of the
   * held-out hard negatives, the gentle note down to the score that still finds `gentleRecall`
   * of the held-out urgent messages. Harassment replaces the coaching reply, so it is chosen by
   * its false alarms; legal, medical and "human?" add a note, so by recall.
   */
  negativesAsCrisis: 0.05,
  /** At most this share of held-out everyday messages may get the full crisis reply, */
  ordinaryAsCrisis: 0.02,
  /** and at most this share the gentle note. */
  ordinaryGentle: 0.08,
  gentleRecall: 0.97,
  harassmentFalseAlarms: 0.04,
  /** Legal, medical and "human?" notes: at most this share of held-out everyday messages. */
  ordinaryNotes: 0.015,
  recall: { legal: 0.9, medical: 0.9, human: 0.95 } as Record<'legal' | 'medical' | 'human', number>,
  /** No threshold goes below this: a score this low says nothing. */
  minThreshold: 0.02,
  /** No threshold goes above this. */
  maxThreshold: 0.9,
};

/**
 * Examples of the samples: a single message as it is; a conversation's last message with its
 * labels and the earlier ones as safe. Every sentence of a message, and every pair of
 * neighbouring sentences, is an example too, as the product scores them (model.ts): safe for
 * every label the message does not have, unknown for the ones it has (the signal may sit in
 * another sentence). So a harmless sentence of a long message does not score high on its own.
 */
export function examplesOf(samples: readonly Sample[]): Example[] {
  const examples: Example[] = [];
  for (const sample of samples) {
    const last = sample.messages.at(-1)!;
    const has = (label: SafetyLabel) => sample.labels.includes(label);
    examples.push({ features: featuresOf(last), targets: safetyLabels.map(has), family: sample.family });
    for (const window of windowsOf(last)) {
      examples.push({
        features: featuresOf(window),
        targets: safetyLabels.map((label) => (has(label) ? null : false)),
        family: sample.family,
      });
    }
    for (const earlier of sample.messages.slice(0, -1)) {
      examples.push({ features: featuresOf(earlier), targets: safetyLabels.map(() => false), family: sample.family });
    }
  }
  return examples;
}

/** mulberry32: a small seeded generator, so the shuffle is the same on every machine. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface Trained {
  weights: Float32Array;
  bias: Float32Array;
}

export function train(examples: readonly Example[]): Trained {
  const weights = new Float32Array(buckets * labelCount);
  const squared = new Float32Array(buckets * labelCount).fill(1e-8);
  const bias = new Float32Array(labelCount);
  const biasSquared = new Float32Array(labelCount).fill(1e-8);
  const positiveWeight = safetyLabels.map((_, l) => {
    const positives = examples.filter((e) => e.targets[l] === true).length;
    const negatives = examples.filter((e) => e.targets[l] === false).length;
    return positives === 0 ? 1 : Math.min(hyper.maxPositiveWeight, Math.max(1, Math.sqrt(negatives / positives)));
  });
  const order = examples.map((_, i) => i);
  const next = random(20261128);
  const { learningRate, l2 } = hyper;
  for (let epoch = 0; epoch < hyper.epochs; epoch++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    for (const index of order) {
      const { features, targets } = examples[index]!;
      const norm = features.length ? 1 / Math.sqrt(features.length) : 0;
      for (let l = 0; l < labelCount; l++) {
        if (targets[l] === null) continue;
        let z = bias[l]!;
        for (const f of features) z += weights[f * labelCount + l]! * norm;
        const p = 1 / (1 + Math.exp(-z));
        const y = targets[l] ? 1 : 0;
        const g = (p - y) * (y ? positiveWeight[l]! : 1);
        for (const f of features) {
          const k = f * labelCount + l;
          const grad = g * norm + l2 * weights[k]!;
          squared[k] = squared[k]! + grad * grad;
          weights[k] = weights[k]! - (learningRate * grad) / Math.sqrt(squared[k]);
        }
        biasSquared[l] = biasSquared[l]! + g * g;
        bias[l] = bias[l]! - (learningRate * g) / Math.sqrt(biasSquared[l]!);
      }
    }
  }
  return { weights, bias };
}

/** The weights as shipped: 8 bits each with a scale per label, gzip, base64. */
function quantise(
  trained: Trained,
  thresholds: StoredModel['thresholds'],
  trainedOn: StoredModel['trainedOn'],
): StoredModel {
  const scale = safetyLabels.map((_, l) => {
    let max = 0;
    for (let b = 0; b < buckets; b++) max = Math.max(max, Math.abs(trained.weights[b * labelCount + l]!));
    return max === 0 ? 1 : max / 127;
  });
  const quantised = new Int8Array(trained.weights.length);
  for (let i = 0; i < quantised.length; i++) quantised[i] = Math.round(trained.weights[i]! / scale[i % labelCount]!);
  return {
    featureBits,
    labels: safetyLabels,
    bias: Array.from(trained.bias, (b) => Number(b.toFixed(6))),
    scale: scale.map((s) => Number(s.toPrecision(8))),
    weights: gzipSync(Buffer.from(quantised.buffer), { level: 9 }).toString('base64'),
    thresholds,
    trainedOn,
  };
}

const clamp = (value: number) => Math.min(hyper.maxThreshold, Math.max(hyper.minThreshold, Number(value.toFixed(4))));

/** The highest threshold that keeps at least `recall` of the positive scores at or above it. */
function thresholdForRecall(positiveScores: number[], recall: number): number {
  if (positiveScores.length === 0) return hyper.maxThreshold;
  const sorted = [...positiveScores].sort((a, b) => a - b);
  return clamp(sorted[Math.min(Math.floor((1 - recall) * sorted.length), sorted.length - 1)]!);
}

/** The lowest threshold that lets at most `share` of the negative scores reach it. */
function thresholdForFalseAlarms(negativeScores: number[], share: number): number {
  if (negativeScores.length === 0) return hyper.minThreshold;
  const sorted = [...negativeScores].sort((a, b) => b - a);
  return clamp(sorted[Math.min(Math.floor(share * sorted.length), sorted.length - 1)]! + 1e-4);
}

/** Out-of-fold scores of every training sample (folds by family) and the thresholds they give. */
function chooseThresholds(samples: readonly Sample[]): StoredModel['thresholds'] {
  const fold = (sample: Sample) => hash(`fold:${sample.family}`) % hyper.folds;
  const scored: { sample: Sample; score: Record<SafetyLabel, number> }[] = [];
  for (let k = 0; k < hyper.folds; k++) {
    const trained = train(examplesOf(samples.filter((s) => fold(s) !== k)));
    const model = new SafetyModel(safetyLabels, trained.weights, trained.bias, {});
    for (const sample of samples.filter((s) => fold(s) === k)) {
      scored.push({ sample, score: model.score(sample.messages.at(-1)!) });
    }
  }
  const urgentOf = (score: Record<SafetyLabel, number>) => Math.max(...urgentLabels.map((label) => score[label]));
  const urgentPositives = scored
    .filter(({ sample }) => sample.labels.some(isUrgentLabel))
    .map(({ score }) => urgentOf(score));
  const safe = scored.filter(({ sample }) => sample.labels.length === 0);
  const hardNegatives = safe.filter(({ sample }) => !sample.ordinary).map(({ score }) => urgentOf(score));
  const ordinary = safe.filter(({ sample }) => sample.ordinary).map(({ score }) => urgentOf(score));
  const flag = Math.max(
    thresholdForFalseAlarms(hardNegatives, hyper.negativesAsCrisis),
    thresholdForFalseAlarms(ordinary, hyper.ordinaryAsCrisis),
  );
  // The gentle note finds what it can without alarming everyday messages.
  const gentle = Math.min(
    flag,
    Math.max(
      thresholdForRecall(urgentPositives, hyper.gentleRecall),
      thresholdForFalseAlarms(ordinary, hyper.ordinaryGentle),
    ),
  );
  const scoresOf = (label: SafetyLabel, positive: boolean) =>
    scored.filter(({ sample }) => sample.labels.includes(label) === positive).map(({ score }) => score[label]);
  const thresholds: StoredModel['thresholds'] = {};
  for (const label of urgentLabels) thresholds[label] = { flag, gentle };
  thresholds.harassment = { flag: thresholdForFalseAlarms(scoresOf('harassment', false), hyper.harassmentFalseAlarms) };
  const ordinaryScores = (label: SafetyLabel) =>
    safe.filter(({ sample }) => sample.ordinary).map(({ score }) => score[label]);
  for (const label of ['legal', 'medical', 'human'] as const) {
    thresholds[label] = {
      flag: Math.max(
        thresholdForRecall(scoresOf(label, true), hyper.recall[label]),
        thresholdForFalseAlarms(ordinaryScores(label), hyper.ordinaryNotes),
      ),
    };
  }
  return thresholds;
}

export const weightsFile = path.join(corpusDir, '..', 'model-weights.generated.ts');

function writeWeights(stored: StoredModel): void {
  const source =
    '// Generated by `npm run train:safety` (api/src/advisor/safety/train.ts) from corpus/*.jsonl. Do not edit.\n' +
    "import type { StoredModel } from './stored-model';\n\n" +
    `export const trainedModel: StoredModel = ${JSON.stringify(stored)};\n`;
  writeFileSync(weightsFile, source);
}

function percent(value: number): string {
  return `${(value * 100).toFixed(1)}%`;
}

function main(): void {
  const corpus = loadCorpus();
  const trainSplit = corpus.filter((s) => s.split === 'train');
  const families = new Set(trainSplit.map((s) => s.family)).size;
  console.log(
    `corpus: ${corpus.length} samples (train ${trainSplit.length} in ${families} families, test ${
      corpus.filter((s) => s.split === 'test').length
    }, external ${corpus.filter((s) => s.split === 'external').length})`,
  );
  const thresholds = chooseThresholds(trainSplit);
  console.log('thresholds:', JSON.stringify(thresholds));
  const trained = train(examplesOf(trainSplit));
  const stored = quantise(trained, thresholds, {
    messages: trainSplit.length,
    families,
    corpusSha256: corpusFingerprint(),
  });
  writeWeights(stored);
  console.log(
    `wrote ${path.relative(process.cwd(), weightsFile)} (${Math.round(stored.weights.length / 1024)} KB of weights)`,
  );
  const shipped = SafetyModel.fromStored(stored);
  for (const split of ['test', 'external'] as const) {
    const evaluation = evaluate(
      corpus.filter((s) => s.split === split),
      shipped,
    );
    console.log(`\n${split} split (${evaluation.samples} samples):`);
    for (const check of checkBudgets(evaluation)) {
      console.log(
        `  ${check.pass ? 'ok  ' : 'FAIL'} ${check.name}: ${percent(check.value)} (budget ${percent(check.budget)})`,
      );
    }
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(weightsFile, '..', 'train.ts')) main();
