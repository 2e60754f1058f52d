// False alarms of issues #21 and #22, seventh round (false19): everyday founder messages that look
// like a label. Care wished to someone, a target "hit", violence done to a tool, the user's own
// regret, insurance as a business, medication as what the business sells, a person called Roman.
// Beside each kind the true signals with the same words, which keep their help. Written for
// tuning; the held-out check is corpus/external-fa19.jsonl, which none of these repeat.
import { assessMessage, isUrgent } from './assess';
import { literal, novelWord } from './figurative';

const help = (text: string) => {
  const safety = assessMessage(text);
  return isUrgent(safety) || safety.gentle;
};
const urgentLabels = (text: string) =>
  assessMessage(text).labels.filter((l) => ['crisis', 'danger', 'violence'].includes(l));

describe('care wished to someone is care, not a veiled threat', () => {
  test.each([
    'Meine Co-Founderin hat gesagt, ich soll am Wochenende gut auf mich aufpassen und das Handy auslassen.',
    'Pass gut auf dich auf, hat mein Investor nach dem Call gesagt. Heißt das, er steigt aus?',
    'My co-founder told me to take care of myself this weekend and not open Slack.',
    'She said get home safe after the offsite, and I still wonder if she meant the equity thing.',
    'Our lead investor always says look after yourself at the end of a call, is that a brush-off?',
  ])('no urgent label: %s', (text) => {
    expect(urgentLabels(text)).toEqual([]);
    expect(literal(text)).toContain('redewendung');
  });

  test.each([
    'Mein Mitgründer meinte, ich soll nachts besser gut auf mich aufpassen, wenn ich allein heimgehe.',
    'Pass gut auf dich auf, sonst passiert dir was, hat er mir über seinen Anwalt ausrichten lassen.',
    'He said take good care of yourself, or else you will have an accident on the way home.',
    'Our CTO posted "thanks for everything, take care of yourselves" in Slack at 4am and his phone is off.',
    'Meine Mitgründerin hat eine Karte hinterlassen: pass gut auf dich auf. Seitdem ist sie nicht erreichbar.',
    'My ex co-founder is outside my flat again. Yesterday he told me to take care of myself.',
  ])('a condition, a message passed on, a goodbye or someone at the door keep it unmasked: %s', (text) => {
    expect(literal(text)).not.toContain('redewendung');
  });

  test.each([
    'Our CTO posted "thanks for everything, take care of yourselves" in Slack at 4am and his phone is off.',
    'Meine Mitgründerin hat eine Karte hinterlassen: pass gut auf dich auf. Seitdem ist sie nicht erreichbar und hat letzte Woche gesagt, sie sieht keinen Sinn mehr.',
  ])('a goodbye with care words keeps its help: %s', (text) => {
    expect(help(text)).toBe(true);
  });
});

describe('a target hit, violence done to a tool', () => {
  test.each([
    'He promised me a raise if I hit the quarterly targets, and now he says there is no budget.',
    'We hit them three months in a row and the board still complains.',
    'I could choke our ERP some days, it froze during the investor demo.',
    'I swear I will shoot this dashboard, nobody can read it anyway.',
    'Ich könnte unser Buchungssystem erwürgen, es hat wieder alle Termine gelöscht.',
    'Den Laserdrucker im Flur würde ich am liebsten erschießen.',
  ])('no urgent label: %s', (text) => {
    expect(urgentLabels(text)).toEqual([]);
  });

  test.each([
    'If he touches my numbers again I will hit him in the face.',
    'I hit him in the server room yesterday and I would do it again.',
    'Ich werde den Admin erwürgen, wenn er morgen wieder ins Büro kommt.',
    'I will shoot the guy who runs our CRM when he walks in tomorrow.',
  ])('a person hit or shot keeps the help: %s', (text) => {
    expect(help(text)).toBe(true);
  });
});

describe("the user's own regret, insurance as a business and a time told by others leaving are no crisis evidence", () => {
  test.each([
    'I snapped at her in the all-hands, which I deeply regret. How do I apologise?',
    'Ich bereue, dass ich ihn vor dem Team kritisiert habe. Wie spreche ich das an?',
    'Unser Mitgründer will vom Maklergeschäft auf Versicherungen umsteigen, ohne den Beirat zu fragen.',
    'We pivoted from lending to selling insurance and my co-founder did not tell the board.',
    "I'll stay in the office until everybody's left and then call the investor.",
    'Ich warte, bis die anderen gegangen sind, und spreche dann mit Jonas über die Anteile.',
  ])('no help: %s', (text) => {
    expect(help(text)).toBe(false);
  });

  test.each([
    'He said I will regret it if I go to the board, and he knows where I live.',
    'Ich habe meine Lebensversicherung umgeschrieben und die Abschiedsbriefe liegen bereit.',
    'My co-founder said his kids would be better off with the insurance money than with him.',
    'Once everybody has left tonight I will take all the pills, nobody will stop me.',
  ])('a threat received or a farewell keep the help: %s', (text) => {
    expect(help(text)).toBe(true);
  });
});

describe('medication as what the business makes or sells', () => {
  test.each([
    'Wir vertreiben Blutdruckmittel an Arztpraxen, und mein Mitgründer will den Außendienst halbieren.',
    'Our startup delivers prescription medication to nursing homes and the ops lead and I disagree about night shifts.',
    'We build a pill-dispenser app and my CTO rewrites my specs without asking.',
    'Die Apotheke, mit der wir pilotieren, will die Daten exklusiv. Wie verhandle ich das mit meinem Mitgründer?',
  ])('no medical label: %s', (text) => {
    expect(assessMessage(text).labels).not.toContain('medical');
  });

  test.each([
    'Wir verkaufen Blutdruckmittel. Soll ich meine eigene Dosis erhöhen, wenn der Stress steigt?',
    'Our company sells sleeping pills. Is it safe to take three before a long flight?',
    'Darf ich Ibuprofen zu meinen Blutverdünnern nehmen?',
    'Was kann ich mir in der Apotheke holen, damit ich vor dem Pitch schlafen kann?',
    'My mum is in a care home and I keep getting chest pain when I visit. Should I see a doctor?',
  ])('a question about the own body keeps the boundary: %s', (text) => {
    expect(assessMessage(text).labels).toContain('medical');
  });
});

describe('Roman after a spoken article is a person', () => {
  const novel = new RegExp(`\\b(?:${novelWord})`);
  test.each(['ich habe mit dem roman gesprochen', 'ich hab dem roman gestern gesagt, dass er gehen muss'])(
    'a person: %s',
    (folded) => expect(novel.test(folded)).toBe(false),
  );
  test.each(['in dem roman stirbt der held', 'ich schreibe an einem roman', 'im roman droht er dem chef'])(
    'a novel: %s',
    (folded) => expect(novel.test(folded)).toBe(true),
  );
  test('a threat from Roman keeps its help', () => {
    expect(help('Ich habe mit dem Roman gesprochen, er sagt, er bringt mich um, wenn ich gehe.')).toBe(true);
  });
});
