// A later message that adds a plain fact naming a new thing ("Es geht um den neuen Lieferwagen",
// "The lease runs out in spring") gets a question asked from that thing, not a stock question any
// turn could get (issue 22, coach30; added.ts thingOf). Phrasings of this file only; held-out30
// (evaluation/) measures the same on conversations never tuned on.
import { engineConversation } from '../test/advisor-engine';
import { addedIn } from './added';

const questionOf = (text: string) => text.split('\n\n').at(-1) ?? '';

describe('addedIn reads a new thing a later message names', () => {
  test.each([
    ['de', 'Es geht vor allem um den Lieferwagen.', ['Mein Mitgründer parkt ständig falsch.'], 'Lieferwagen'],
    ['de', 'Das Problem ist die Kaffeemaschine im Flur.', ['Meine Kollegin räumt nie auf.'], 'Kaffeemaschine'],
    ['de', 'Die Präsentation war für den Kunden aus Bremen.', ['Mein Chef hat mich übergangen.'], 'Präsentation'],
    ['de', 'Er redet dauernd über seine Band.', ['Mein Mitarbeiter ist montags immer müde.'], 'Band'],
    ['de', 'Der Mietvertrag ist noch nicht unterschrieben.', ['Meine Gründerin will umziehen.'], 'Mietvertrag'],
    ['en', 'The lease runs out in spring.', ['My co-founder wants to move the office.'], 'the lease'],
    [
      'en',
      'It was about the quarterly forecast.',
      ['My investor called me out in the board meeting.'],
      'the quarterly forecast',
    ],
    ['en', 'Our espresso machine broke last week.', ['My colleague never cleans up.'], 'your espresso machine'],
    ['en', 'She sits next to the printer.', ['My team lead talks loudly on the phone.'], 'the printer'],
    ['en', 'His old laptop crashes every hour.', ['My employee misses every deadline.'], 'his old laptop'],
  ] as const)('%s: %s', (lang, told, earlier, text) => {
    expect(addedIn(told, earlier, lang)).toEqual({ kind: 'thing', text });
  });

  test.each([
    // nothing new: the thing was named before
    ['de', 'Der Lieferwagen steht wieder falsch.', ['Mein Mitgründer parkt den Lieferwagen falsch.']],
    ['en', 'The printer is broken again.', ['My colleague keeps jamming the printer.']],
    // only a time or a filler
    ['en', 'It started at the end of the year.', ['My co-founder stopped replying.']],
  ] as const)('no new thing: %s: %s', (lang, told, earlier) => {
    expect(addedIn(told, earlier, lang)).toBeNull();
  });
});

describe('the question after a later fact is asked from the new thing', () => {
  test.each([
    // founder
    [
      'de',
      [
        'Ich habe eine Gärtnerei und mein Vorarbeiter ignoriert meine Anweisungen.',
        'Es geht vor allem um das Gewächshaus.',
      ],
      'Gewächshaus',
    ],
    [
      'en',
      [
        'I run a print shop and my best printer operator ignores my instructions.',
        'It is mostly about the big folding machine.',
      ],
      'folding machine',
    ],
    // co-founder
    [
      'de',
      ['Meine Mitgründerin und ich sind uns ständig uneinig.', 'Gerade streiten wir über die Webseite.'],
      'Webseite',
    ],
    [
      'en',
      ['My co-founder and I disagree about almost everything lately.', 'Right now the fight is over the pricing page.'],
      'pricing page',
    ],
    // employee
    [
      'de',
      ['Meine Chefin gibt mir ständig Aufgaben in letzter Minute.', 'Zuletzt ging es um meinen Wochenbericht.'],
      'Wochenbericht',
    ],
    [
      'en',
      ['My manager keeps handing me tasks at the last minute.', 'Last time it was about my weekly report.'],
      'weekly report',
    ],
    // investor
    [
      'de',
      [
        'Ich bin Investorin und der Gründer meldet sich seit Wochen nicht.',
        'Dabei geht es um die Bilanz vom letzten Jahr.',
      ],
      'Bilanz',
    ],
    [
      'en',
      ['I invested in a startup and the founder no longer answers my emails.', 'I only asked about the cap table.'],
      'cap table',
    ],
    // team lead
    [
      'de',
      [
        'Ich leite ein kleines Team und zwei Leute reden nicht mehr miteinander.',
        'Angefangen hat es mit dem Urlaubsplan.',
      ],
      'Urlaubsplan',
    ],
    [
      'en',
      ['I lead a small team and two of my people stopped talking to each other.', 'It started with the holiday rota.'],
      'holiday rota',
    ],
  ] as const)('%s: %j', async (lang, messages, named) => {
    const metas = await engineConversation(messages, lang);
    expect(questionOf(metas.at(-1)!.text)).toContain(named);
  });
});
