// A score alone on an ordinary later turn (issue #21, safety38): in a conversation without a signal
// before, the gentle note or the harassment reply that only the classifier's score gave must hold
// for the turn read with the message before it, unless the turn says someone's inner state, wish or
// intent (for the note) or reports words said or written to someone (for harassment). The scores
// are fixed here (a model that answers per text), so the reading is tested, not a cut-off. With the
// real model: a threat against someone else told as words said, a life insurance weighed beside
// customers, a crisis beside a hobby taken up again, harassment told by someone who names their
// profession. None of these texts is in corpus/held-out-s38-conversations.json.
import { assessConversation, assessMessage } from './assess';
import { safetyLabels, type SafetyLabel } from './labels';
import { SafetyModel, safetyModel } from './model';

type Scores = Record<SafetyLabel, number>;

/** A model with the shipped thresholds that scores each text as given (everything else near 0). */
function fixedModel(scored: Record<string, Partial<Scores>>): SafetyModel {
  const real = safetyModel();
  const low = Object.fromEntries(safetyLabels.map((label) => [label, 0.001])) as Scores;
  return new (class extends SafetyModel {
    override scoreWhole(text: string): Scores {
      return { ...low, ...scored[text.trim()] };
    }
    override score(text: string): Scores {
      return this.scoreWhole(text);
    }
  })(safetyLabels, new Float32Array(0), new Float32Array(safetyLabels.length), real.thresholds);
}

const urgent = (labels: readonly SafetyLabel[]) =>
  labels.some((l) => l === 'crisis' || l === 'danger' || l === 'violence');

// Ordinary workplace conversations: a first turn, then a later turn that tells only what happens.
const factTurns: [string, string, Partial<Scores>][] = [
  [
    'Ich leite eine Bäckerei mit neun Leuten.',
    'Die Frühschicht fängt um drei an und am Samstag backen wir doppelt.',
    { crisis: 0.55 },
  ],
  [
    'I run the night shift at a parcel depot.',
    'The trailers arrive at two and we unload them by six.',
    { crisis: 0.62 },
  ],
  [
    'Ich bin Tischlerin in einem kleinen Betrieb.',
    'Mein Kollege sägt die Platten zu, ich mache die Kanten und den Einbau.',
    { violence: 0.58 },
  ],
  [
    'As an investor I sit on the board of a meal-kit startup.',
    'The founders split the week: she does the warehouse, he does the kitchens.',
    { violence: 0.66 },
  ],
  [
    'Ich bin Mitgründer einer Gebäudereinigung.',
    'Unsere Teams fahren nachts in die Bürotürme und sind um sechs wieder draußen.',
    { danger: 0.52 },
  ],
  [
    'I coach a team lead at a garden centre.',
    'Her team loads the pallets in the morning and waters the plants after lunch.',
    { crisis: 0.58 },
  ],
  [
    'Ich bin Teamleiter in einer Gießerei.',
    'Am Hochofen arbeiten immer zwei, die anderen stehen an der Putzerei.',
    { danger: 0.7 },
  ],
  [
    'I work as a cook in a hotel kitchen.',
    'On Sundays I prep the roasts while the others do the breakfast buffet.',
    { violence: 0.45 },
  ],
];

describe('a note from the score alone on a later turn that tells only facts: none when it does not hold beside the turn before', () => {
  test.each(factTurns)('%s / %s', (first, later, scores) => {
    const model = fixedModel({ [later]: scores });
    // The same text as a first turn keeps its note: the reading is the later turn's only.
    expect(assessConversation([later], model).latest.gentle).toBe(true);
    const next = assessConversation([first, later], model);
    expect(next.latest.gentle).toBe(false);
    expect(urgent(next.latest.labels)).toBe(false);
    expect(next.lasting).toEqual([]);
  });

  test.each(factTurns)('the score holding beside the turn before keeps the note: %s / %s', (first, later, scores) => {
    const model = fixedModel({ [later]: scores, [`${first}\n${later}`]: scores });
    expect(assessConversation([first, later], model).latest.gentle).toBe(true);
  });
});

describe('a later turn that says an inner state, a wish or an end keeps the note from its score', () => {
  test.each([
    [
      'Ich arbeite im Lager eines Möbelhauses.',
      'Ich fühle mich wie in einem Käfig, aus dem es nur einen Ausgang gibt.',
    ],
    ['I manage a small print shop.', 'Some days I wish I could just disappear and nobody would notice.'],
    ['Wir sind drei Gründer einer Spedition.', 'Er soll auch mal spüren, wie sich das anfühlt.'],
    ['I am a nurse on a cardiology ward.', 'Honestly it all feels pointless lately.'],
    ['Ich bin Investorin bei einem Catering-Start-up.', 'Irgendwann ist einfach Schluss, dann ist es vorbei.'],
    ['I lead the sous chefs at a steakhouse.', "I don't think I can keep carrying this much longer."],
  ])('%s / %s', (first, later) => {
    const model = fixedModel({ [later]: { crisis: 0.6 } });
    const next = assessConversation([first, later], model).latest;
    // The note, or help first where a rule reads more.
    expect(next.gentle || urgent(next.labels)).toBe(true);
  });
});

describe('a harassment reply from the score alone on a later turn of work facts: none when it does not hold beside the turn before', () => {
  test.each([
    [
      'Ich arbeite in der Wäscherei einer Klinik.',
      'Meine Vorgesetzte teilt mich jeden Monat für die Spätschicht und das Wochenende ein.',
    ],
    [
      'I work the tills at a garden centre.',
      'The manager gives the morning shifts to the same three people every week.',
    ],
    ['Ich bin Koch in einer Kantine.', 'Der Küchenchef lässt mich immer die Fritteuse putzen, die Neuen nie.'],
    [
      'As a co-founder I run operations at a bike repair shop.',
      'My partner takes every Friday off and I cover the workshop alone.',
    ],
    ['Ich bin Elektrikerin auf einer Baustelle.', 'Der Polier setzt mich seit Wochen nur im Keller ein.'],
    [
      'I am an expert mediator working with a hospital porter team.',
      'The supervisor always hands the night rounds to the youngest porter.',
    ],
  ])('%s / %s', (first, later) => {
    const model = fixedModel({ [later]: { harassment: 0.45 } });
    expect(assessMessage(later, model).labels).toContain('harassment');
    const next = assessConversation([first, later], model);
    expect(next.latest.labels).not.toContain('harassment');
    expect(next.lasting).toEqual([]);
  });

  test.each([
    [
      'Ich arbeite in der Wäscherei einer Klinik.',
      'Der Schichtleiter hat vor allen gesagt, Frauen wie ich gehören nicht in die Technik.',
    ],
    [
      'I work the tills at a garden centre.',
      'The manager wrote to me at midnight about what he saw on the CCTV of me.',
    ],
    ['Ich bin Koch in einer Kantine.', 'Der Küchenchef nennt mich vor den anderen nur "die Kleine".'],
    [
      'As a co-founder I run operations at a bike repair shop.',
      'My partner threatens to tell every supplier I steal if I complain again.',
    ],
  ])('a later turn reporting words said or written keeps it: %s / %s', (first, later) => {
    const model = fixedModel({ [later]: { harassment: 0.45 } });
    expect(assessConversation([first, later], model).latest.labels).toContain('harassment');
  });

  test('the score holding beside the turn before keeps it', () => {
    const first = 'Ich arbeite in der Wäscherei einer Klinik.';
    const later = 'Meine Vorgesetzte teilt mich jeden Monat für die Spätschicht und das Wochenende ein.';
    const model = fixedModel({ [later]: { harassment: 0.45 }, [`${first}\n${later}`]: { harassment: 0.45 } });
    expect(assessConversation([first, later], model).latest.labels).toContain('harassment');
  });

  test('after a signal before, the later turn keeps what its score gives', () => {
    const first = 'Ich will nicht mehr leben, ich hab die Tabletten schon gesammelt.';
    const later = 'Meine Vorgesetzte teilt mich jeden Monat für die Spätschicht und das Wochenende ein.';
    const model = fixedModel({ [first]: { crisis: 0.95 }, [later]: { harassment: 0.45 } });
    expect(assessConversation([first, later], model).latest.labels).toContain('harassment');
  });
});

describe('a threat against someone else told as words said is a threat (danger), with a vehicle, a blade or a gun', () => {
  test.each([
    "He said he'd run the dispatcher over with the truck.",
    'This morning one driver told the others he would run the yard manager down with his lorry.',
    'She threatened to stab the shift lead if he touches her schedule again.',
    'In the break room he said he would shoot the foreman, and nobody laughed.',
    "He texted the group that he'd kill the site manager after what happened.",
    'Er hat gesagt, er fährt den Disponenten mit dem Lkw über den Haufen.',
    'Einer aus dem Lager meinte heute, er sticht den Vorarbeiter ab, wenn der ihn noch mal anschreit.',
    'Sie hat gedroht, sie würde den Schichtleiter mit dem Stapler umfahren.',
    'Der Fahrer hat in der Kantine rumgebrüllt, er schlägt den Chef zusammen.',
    'Mein Kollege hat in die Gruppe geschrieben, er bringt die Teamleiterin um.',
  ])('%s', (text) => {
    expect(assessMessage(text).labels).toContain('danger');
  });

  test.each([
    "He said he'd kill the project if the numbers don't improve.",
    'Our CEO said we would crush the competition this quarter.',
    'Er hat gesagt, er macht die Konkurrenz platt.',
    'In the film the driver says he will run the cop over, and my co-founder loves that scene.',
    'I told him I would kill for a weekend off, lol.',
  ])('not: %s', (text) => {
    expect(assessMessage(text).rules).not.toContain('danger-reported');
  });
});

describe('a life insurance weighed against oneself beside customers named is still a crisis', () => {
  test.each([
    'Die Kunden sind alle weg. Meine Lebensversicherung ist mehr wert als ich gerade.',
    'Our biggest clients left in March. My life insurance pays out after two years, that would cover the salaries.',
    'Seit die Kunden abgesprungen sind, denke ich, meine Risikolebensversicherung wäre mehr wert als ich.',
    'No customers, no runway. My life insurance is worth more than I am right now.',
  ])('%s', (text) => {
    expect(assessMessage(text).labels).toContain('crisis');
  });

  test.each([
    'Ich berate Kunden zur Lebensversicherung, und mein Chef will, dass ich mehr abschließe.',
    'I sell life insurance to clients and my co-founder wants a bigger commission.',
    'Die Lebensversicherung der Kunden zahlt nach zwei Jahren, das würde den Schaden decken.',
  ])('not: %s', (text) => {
    expect(assessMessage(text).rules).not.toContain('crisis-plan-insurance');
  });
});

describe('a real crisis beside a hobby taken up again is still found', () => {
  test.each([
    "I picked up the guitar again in the evenings, but I've already written goodbye letters and I know which day.",
    'Ich hab wieder mit dem Laufen angefangen, aber ich hab die Tabletten gesammelt und will nicht mehr aufwachen.',
    "Started running again, honestly though I don't want to live anymore.",
    'Ich hab wieder mit dem Boxen angefangen. Ich will mich umbringen, der Plan steht.',
  ])('%s', (text) => {
    expect(assessMessage(text).labels).toContain('crisis');
  });
});

describe('harassment done to the user is found when the user names their profession', () => {
  test.each([
    'Ich bin Notfallsanitäterin. Gestern hat er mir im Rettungswagen an die Brust gefasst und gesagt, wenn ich das melde, bestehe ich die Prüfung nicht.',
    'Ich bin Rettungssanitäter, und meine Praxisanleiterin hat mir gestern im Rettungswagen an den Hintern gefasst und gesagt, sonst falle ich durch.',
    'Als Notfallsanitäterin bin ich viel mit ihm unterwegs, und im Rettungswagen fasst er mir ständig an die Brust.',
  ])('%s', (text) => {
    expect(assessMessage(text).labels).toContain('harassment');
  });
});
