import { type Answers } from '@cc/shared-domain';
import { isRecord, readJson, removeKey, writeJson } from '../../common/storage';

export const valuesDraftKey = 'cc.values.draft';
export const valuesMineKey = 'cc.values.mine';

export interface MyValues {
  /** The own result's share token (opens `?result=<token>`). */
  token: string;
  createdAt: string;
  /** The invitation this result answered, if any. */
  invitedBy?: string;
}

const isAnswers = (value: unknown): value is Record<string, number> =>
  isRecord(value) && Object.values(value).every((v) => typeof v === 'number' && Number.isInteger(v));

const isMine = (value: unknown): value is MyValues =>
  isRecord(value) && typeof value.token === 'string' && typeof value.createdAt === 'string';

export const readDraft = (): Answers => readJson(valuesDraftKey, isAnswers) ?? {};
export const writeDraft = (answers: Answers) => writeJson(valuesDraftKey, answers);
export const clearDraft = () => removeKey(valuesDraftKey);

export const readMine = (): MyValues | null => readJson(valuesMineKey, isMine);
export const writeMine = (mine: MyValues) => writeJson(valuesMineKey, mine);
