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
  thresholds: Record<string, { flag: number; gentle?: number }>;
  trainedOn: { messages: number; families: number; corpusSha256: string };
}
