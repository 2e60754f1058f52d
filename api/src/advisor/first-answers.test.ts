// What the lead saw go wrong on held-out31 (issue 22, coach37), in phrasings of this file only
// (held-out37 in evaluation/ measures the same on conversations never tuned on):
// - an escalation stage needs evidence of it: "Lager" (warehouse) and "Laster" (truck) are no camps;
// - a fraction ("ein Drittel der Schichten", "a third of the shifts") is no topic of its own;
// - a noun phrase is taken whole or not at all ("the easy loads", never "the easy");
// - a one-word answer to the coach's question is an answer, not "nothing to go on".
import { engineConversation } from '../test/advisor-engine';
import { addedIn } from './added';
import { estimateStage } from './analysis';
import { strainAnswer } from './strain';

const questionOf = (text: string) => text.split('\n\n').at(-1) ?? '';

describe('an escalation stage needs evidence of that stage', () => {
  test.each([
    'Ich arbeite im Lager und bekomme immer die schlechtesten Schichten.',
    'Im Lager muss ich jeden Tag die schweren Laster beladen.',
    'Unser Lager ist zu klein, und meine Mitgründerin will trotzdem mehr Ware bestellen.',
    'Die Laster kommen immer zu spät an die Rampe, und mein Team muss dann länger bleiben.',
    'Als Investor sehe ich, dass das Lager der Firma voll ist und keiner verkauft.',
    'Wir laden die Lkw von beiden Seiten, und die Frühschicht lässt immer alles stehen.',
    'I work in the stockroom and the heavy pallets always end up on my side of the dock.',
    'Our lorries are loaded from both sides and the night crew leaves the mess for us.',
  ])('no camps read in "%s"', (text) => {
    expect(estimateStage([text]) ?? 0).toBeLessThan(4);
  });

  test.each([
    'Im Team haben sich inzwischen zwei Lager gebildet.',
    'Meine Mitgründerin lästert bei den anderen über mich.',
    'Es gibt eine richtige Lagerbildung zwischen Küche und Service.',
    'Half the team has taken sides with my co-founder.',
    'He has found allies in sales and they vote against me.',
    'The staff are picking sides now.',
  ])('camps still read in "%s"', (text) => {
    expect(estimateStage([text])).toBeGreaterThanOrEqual(4);
  });

  test.each([
    ['de', 'Ich arbeite im Lager und die Schichtplanerin gibt mir immer die Spätschichten.'],
    ['de', 'Als Teamleiter im Lager hab ich Ärger, weil zwei Fahrer um die kurzen Touren streiten.'],
    ['de', 'Ich bin Gründer einer Spedition und meine Fahrer beschweren sich über die alten Laster.'],
    ['en', 'As a co-founder I run the warehouse side and my partner keeps giving me the worst shifts.'],
    ['en', 'I invested in a moving firm and the drivers complain about who gets the big lorries.'],
  ] as const)('no Glasl stage 4 in the first replies to "%s"', async (lang, text) => {
    const [first] = await engineConversation([text], lang);
    expect(first?.text).not.toMatch(/Glasl|Stufe 4|stage 4/);
  });
});

describe('a fraction is no topic of its own', () => {
  test.each([
    ['de', 'Ein Drittel der Schichten geht immer an dieselben zwei Leute.'],
    ['de', 'Etwa ein Viertel der Touren sind die langen nach Norden.'],
    ['de', 'Die Hälfte vom Trinkgeld behält die Bar.'],
    ['de', 'Nur ein Fünftel der Stunden wird überhaupt erfasst.'],
    ['en', 'A third of the night shifts go to the same two people.'],
    ['en', 'Roughly a quarter of the routes are the long ones up north.'],
    ['en', 'Only a fifth of the hours get logged at all.'],
    ['en', 'Half the tips stay with the bar staff.'],
  ] as const)('"%s" names no fraction as its thing', (lang, text) => {
    const added = addedIn(text, ['Bei uns gibt es Streit über die Verteilung.'], lang);
    if (added?.kind === 'thing')
      expect(added.text).not.toMatch(/drittel|viertel|hälfte|fünftel|third|quarter|fifth|half/i);
  });

  test.each([
    ['en', 'Three quarters of my shifts are on the old press.', 'three quarters'],
    ['en', 'Two thirds of the weekends fall to me.', 'two thirds'],
  ] as const)('an amount at the start is said in lower case: "%s"', (lang, text, amount) => {
    expect(addedIn(text, ['I work in a plant.'], lang)).toMatchObject({ kind: 'amount', text: amount });
  });
});

describe('a noun phrase is taken whole or not at all', () => {
  test.each([
    ['One of them always takes the easy loads.', 'the easy'],
    ['My colleague always gets the light deliveries.', 'the light'],
    ['The new guy grabs the short routes.', 'the short'],
    ['Our founder always picks the early slots.', 'the early'],
  ])('"%s" is never cut to "%s"', (text, cut) => {
    const added = addedIn(text, ['There is a fight in my team about the rota.'], 'en');
    expect(added?.text ?? '').not.toBe(cut);
  });
});

describe('a one-word answer to the coach’s question is an answer', () => {
  const framings =
    /zweiten Anlauf|kleinen Schritten|einfacheren Einstieg|in Worte zu fassen|Versuchen wir es anders|small steps|easier way in|second go|into words|another way/i;
  test.each([
    ['de', 'Im Lager bekomme ich immer die schweren Touren und die anderen die leichten.', 'Dienstalter.'],
    ['de', 'Meine Mitgründerin und ich streiten, wer am Wochenende im Laden steht.', 'Familie.'],
    ['de', 'Ich leite ein Team in der Pflege und keiner will mehr Nachtdienste machen.', 'Zuschläge.'],
    ['de', 'Als Investorin bekomme ich von den Gründern kaum noch Zahlen.', 'Transparenz.'],
    ['de', 'Ich habe eine Bäckerei und zwei Verkäuferinnen streiten über den Ton.', 'Respekt.'],
    ['de', 'Im Café bekomme ich seit Monaten kein freies Wochenende.', 'Die Schichtplanung.'],
    ['en', 'At the depot I always get the heavy trucks and others get the easy ones.', 'Seniority.'],
    ['en', 'My co-founder and I keep arguing about who opens the shop on Saturdays.', 'Kids.'],
    ['en', 'I lead a team of nurses and nobody wants the night shifts anymore.', 'Bonuses.'],
    ['en', 'As an investor I barely get numbers from the founders anymore.', 'Transparency.'],
    ['en', 'I run a bakery and two of my sales staff fight about each other’s tone.', 'Respect.'],
    ['en', 'My manager hands out the shifts to his favourites first.', 'The rota.'],
  ] as const)('%s: "%s" then "%s"', async (lang, first, answer) => {
    const [, reply] = await engineConversation([first, answer], lang);
    const text = reply?.text ?? '';
    expect(text).not.toMatch(framings);
    const word = answer.replace(/[.!]$/, '').split(' ').at(-1) as string;
    // A strain ("Familie.", "Kids.") is taken in the reply's own words and the phase goes on
    // (coach38, strain.test.ts); any other answer is what the question goes on from.
    expect((strainAnswer(answer, lang) ? text : questionOf(text)).toLowerCase()).toContain(word.toLowerCase());
  });

  test.each([
    ['de', 'Ok.'],
    ['de', 'Keine Ahnung.'],
    ['en', 'Dunno.'],
    ['en', 'Fine.'],
  ] as const)('%s: "%s" is still nothing to go on', async (lang, answer) => {
    const first =
      lang === 'de'
        ? 'Mein Kollege bekommt immer die besseren Schichten.'
        : 'My colleague always gets the better shifts.';
    const [, reply] = await engineConversation([first, answer], lang);
    expect(questionOf(reply?.text ?? '').toLowerCase()).not.toContain(answer.replace(/[.!]$/, '').toLowerCase());
  });
});
