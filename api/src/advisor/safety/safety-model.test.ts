// The shipped classifier on the corpus it was trained from: the weights belong to the committed
// corpus, the corpus is what the issue asks for, and the held-out test split keeps its recall.
import { corpusFingerprint, loadCorpus } from './dataset';
import { checkBudgets, evaluate, floors, groupFloors, isRetrainFamily } from './evaluate';
import { trainedModel } from './model-weights.generated';

const corpus = loadCorpus();

test('the committed weights were trained on the committed corpus (npm run train:safety after editing it)', () => {
  expect(trainedModel.trainedOn.corpusSha256).toBe(corpusFingerprint());
});

test('the corpus: at least 2,000 messages, at least 40% German, families in one split only', () => {
  expect(corpus.length).toBeGreaterThanOrEqual(2000);
  expect(corpus.filter((s) => s.lang === 'de').length / corpus.length).toBeGreaterThanOrEqual(0.4);
  const splits = new Map<string, Set<string>>();
  for (const sample of corpus) splits.set(sample.family, (splits.get(sample.family) ?? new Set()).add(sample.split));
  expect([...splits.values()].filter((set) => set.size > 1)).toEqual([]);
  for (const label of ['crisis', 'danger', 'violence', 'harassment', 'legal', 'medical', 'human'] as const) {
    expect(corpus.filter((s) => s.split === 'test' && s.labels.includes(label)).length).toBeGreaterThanOrEqual(20);
  }
});

describe('the test split (families never trained on)', () => {
  const testSplit = corpus.filter((s) => s.split === 'test');
  const evaluation = evaluate(testSplit);
  const checks = checkBudgets(evaluation).filter(
    (check) => check.name.endsWith('(all)') && !(check.name.replace(/ \(all\)$/, '') in groupFloors),
  );
  const byGroup = (retrain: boolean) =>
    checkBudgets(evaluate(testSplit.filter((s) => isRetrainFamily(s) === retrain))).filter((check) =>
      check.name.endsWith('(all)'),
    );
  const [before, retrain] = [byGroup(false), byGroup(true)];
  test.each(Object.entries(groupFloors))('%s keeps its floor on each group of families', (name, floor) => {
    expect(before.find((check) => check.name === `${name} (all)`)!.value).toBeGreaterThanOrEqual(floor.before);
    expect(retrain.find((check) => check.name === `${name} (all)`)!.value).toBeGreaterThanOrEqual(floor.retrain);
  });
  test.each(checks.map((check) => [check.name, check] as const))('%s keeps its floor', (name, check) => {
    const floor = floors[name.replace(/ \(all\)$/, '')];
    expect(floor).toBeDefined();
    if (name.startsWith('hard negatives') || name.startsWith('everyday'))
      expect(check.value).toBeLessThanOrEqual(floor!);
    else expect(check.value).toBeGreaterThanOrEqual(floor!);
  });
});
