// Words that name a story or a sport only sometimes (issue #21): "Roman" is also a first name,
// "Boxen" are also boxes or loudspeakers, "Theater" is also a fuss. Read as a frame, each of them
// switched off the reading of a real threat in the whole message ("Roman sagt, er bringt mich um."
// got no help at all). The frame words now need what makes them a frame (a determiner, boxing's
// own words, a play); the stories, games and sports keep their ordinary reading.
import { assessMessage, isUrgent, topUrgent } from './assess';

const answer = (text: string) => {
  const safety = assessMessage(text);
  return isUrgent(safety) ? `help:${topUrgent(safety)}` : safety.gentle ? 'note' : 'none';
};

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
