// The shape of the shipped weights: what train.ts writes and model.ts reads (its own module, so
// the generated weights file imports no code).
/** What train.ts writes and the product reads. */
export interface StoredModel {
  featureBits: number;
  labels: readonly string[];
  bias: number[];
  /** Per label: the factor that turns its int8 weights back into floats. */
  scale: number[];
  /** gzip of int8 weights, bucket-major: weights[bucket * labels + label], base64. */
  weights: string;
  /** Decision thresholds per label (probabilities), chosen on held-out folds of the training split. */
  thresholds: Record<string, Thresholds>;
  trainedOn: { messages: number; families: number; corpusSha256: string };
}

/**
 * A label's thresholds (probabilities). `flag`: the label's answer (for the urgent labels: help
 * first); `gentle` (urgent labels): the gentle note with the crisis lines; both for a message
 * with the label's own evidence (concepts.ts `evidenceLevel`). `hinted`: the score a message with
 * only everyday words of one evidence concept needs, `unbacked` one without any (urgent labels:
 * for the gentle note; help first needs evidence). Harassment: `hinted` and `unbacked` as well.
 * `helpHinted` (urgent labels): help first on the score alone for a message with only everyday
 * words of one concept (assess.ts falls back to its fixed cut-off for weights without it).
 */
export interface Thresholds {
  flag: number;
  gentle?: number;
  hinted?: number;
  unbacked?: number;
  helpHinted?: number;
}
