// Words that name a story or a sport only sometimes (issue #21): "Roman" is also a first name,
// "Boxen" are also boxes or loudspeakers, "Theater" is also a fuss. Read as a frame, each of them
// switched off the reading of a real threat in the whole message ("Roman sagt, er bringt mich um."
// got no help at all). The frame words now need what makes them a frame (a determiner, boxing's
// own words, a play); the stories, games and sports keep their ordinary reading.
// Below: the review of the session's readings (act.ts, rules.ts): a game frame or a named purpose
// does not cover someone else's threat or blow, a boss who summons the user or a door locked; the
// user's fear of their own violence and the veiled threats need a person harmed, a "better", a
// person carried out; retaliation and private summons need what makes them so.
import { safetyAnswer as answer, safetyLabels as labels } from '../../test/safety';

describe('a threat from someone whose name or words look like a frame keeps its help', () => {
  test.each([
    'Roman sagt, er bringt mich um.',
    'Mein Mitgründer Roman hat gesagt, er bringt mich um, wenn ich gehe.',
    'Roman hat mir gestern gesagt, er bringt mich um, falls ich zum Anwalt gehe.',
    'Unser Investor Roman droht, mich umzubringen, wenn die Zahlen nicht stimmen.',
    "Roman told me he'd break my legs if I sell my shares.",
    'Er hat drei Boxen mit meinen Sachen vor die Tür gestellt und gesagt, er bringt mich um.',
    'He put my stuff in boxes and said he will kill me if I come back.',
    'Er macht Theater und hat gesagt, er schlägt mich zusammen, wenn ich das Meeting platzen lasse.',
  ])('%s', (text) => {
    expect(answer(text)).toBe('help:danger');
  });
});

describe('stories, plays and boxing named as such stay without help', () => {
  test.each([
    'In meinem Roman bringt die Gründerin ihren Partner um.',
    'Wir waren im Theater, danach hat er gesagt, im Stück bringt der Held alle um.',
    'Beim Boxen hat er mir ein blaues Auge verpasst.',
    'In the novel the founder kills his partner in chapter three.',
  ])('%s', (text) => {
    expect(answer(text)).toBe('none');
  });
});

describe("someone else's threat or blow keeps its help inside a game, a sport or an errand", () => {
  test.each([
    'Nach dem Boxtraining hat mein Mitgründer gesagt, er lässt mir die Beine brechen, wenn ich aussteige.',
    'Nach dem Kickboxen hat mich mein Mitgründer in der Umkleide gegen die Wand gedrückt und gesagt, ich soll still sein.',
    "He said I'll be carried out of the building feet first.",
    'Er meinte, ich sollte nachts allein auf dem Heimweg besser aufpassen.',
    'They told me they will find you in the woods if I go to the press.',
  ])('%s', (text) => {
    expect(answer(text)).toBe('help:danger');
  });

  test.each([
    'Mein Chef bestellt mich jeden Freitagabend allein in sein Büro, um über meine Rolle zu reden, und schließt dann die Tür ab.',
    'Since I reported my manager to HR I was taken off every product call and nobody talks to me anymore.',
    'Unser CEO bestellt Praktikantinnen zum Feedbackgespräch in seine Wohnung.',
  ])('harassment: %s', (text) => {
    expect(labels(text)).toContain('harassment');
  });
});

describe("the user's fear of their own violence needs a person harmed", () => {
  test.each([
    'Ich kann nicht garantieren, dass ich ihm nichts antue, wenn er das nochmal macht.',
    'Ich habe Angst, dass ich meinem Mitgründer etwas antue.',
  ])('%s', (text) => {
    expect(answer(text)).toBe('help:violence');
  });

  test.each([
    'Ich kann nicht garantieren, dass ich beim Pitch nichts falsch mache.',
    'Ich habe Angst, dass ich beim Investor etwas Falsches tue.',
    'Ich traue mir nicht mehr zu, allein mit dem Vertrieb klarzukommen.',
  ])('%s', (text) => {
    expect(answer(text)).toBe('none');
  });
});

describe('everyday words near a threat form stay ordinary', () => {
  test.each([
    'Our CEO said the layoffs will be carried out on Friday.',
    'Der Hausmeister hat gesagt, die alten Schränke werden morgen rausgetragen.',
    'Our CTO invited the interns to his talk at the conference.',
    'Ich treffe ihn morgen Abend in der Tiefgarage, da klären wir das mit dem Parkplatz.',
  ])('%s', (text) => {
    expect(answer(text)).toBe('none');
    expect(labels(text)).not.toContain('harassment');
  });
});

// Told to be careful alone at night: no help first and no harassment; the gentle note is allowed
// (it can be a warning passed on; the w24 retrain's score sits at the note's cut-off, and the note
// on everyday messages is budgeted in aggregate, safety-model.test.ts).
test('told to be careful alone at night: no help first, no harassment', () => {
  const text = 'Meine Mitgründerin meinte, ich soll nachts allein in der Gegend vorsichtig sein.';
  expect(answer(text)).not.toMatch(/^help/);
  expect(labels(text)).not.toContain('harassment');
});
