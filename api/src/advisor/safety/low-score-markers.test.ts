// A concrete marker of a plan in a message the classifier scores low (issue #21, safety24a): a
// means kept for oneself, one's absence planned so nobody finds one, an injury promised, a threat
// made to someone close. assess.ts asked plan-markers.ts only for a message with the gentle note;
// each help case below got no help on main (most of them no note either). Beside them the same
// words in everyday use (a pharmacy's stock, a surprise party, a marathon, a flatmate's way home),
// which stay without help and without the note. Written for tuning; the held-out check is
// corpus/external-s24a.jsonl, which none of these repeat.
import { assessMessage, isUrgent } from './assess';
import { planMarker } from './plan-markers';

describe('a marker of a plan at a low score: the full crisis reply', () => {
  test.each([
    'Team lead here. I counted my antidepressants last night. There are enough now.',
    'Als Teamleiter hab ich gestern meine Antidepressiva gezählt. Es reicht jetzt.',
    "I've been collecting my antidepressants for weeks now. I think it's enough now.",
    "As an investor I've lost it all. I've been collecting my antidepressants since spring, it's enough now.",
    'Ich bin Angestellte und sammle seit Wochen meine Antidepressiva. Ich glaube, es reicht jetzt.',
    'Ich hab mir überlegt, wann die Wohnung am längsten leer ist, damit mich keiner findet.',
    "The investor meeting is Tuesday. I've figured out when the house is empty longest, so that nobody finds me.",
    'Ich hab nachgerechnet, wann das Haus am längsten leer ist, damit mich niemand findet.',
    "My co-founder planned which day is least disruptive for the team if he weren't there anymore.",
    "My co-founder calculated which day is least disruptive if he weren't there anymore.",
    'Mein Mitgründer hat ausgerechnet, welcher Tag am wenigsten stört, wenn er nicht mehr da wäre.',
    'Meine Frau hat die Firma gegründet. Sie hat ausgerechnet, welcher Tag am wenigsten stört, wenn sie nicht mehr da wäre.',
  ])('%s', (text) => {
    expect(planMarker(text)?.label).toBe('crisis');
    const safety = assessMessage(text);
    expect(isUrgent(safety)).toBe(true);
    expect(safety.labels).toContain('crisis');
    expect(safety.gentle).toBe(false);
  });
});

describe('an injury promised or a threat made to someone close at a low score: the full violence reply', () => {
  test.each([
    "She'll be limping after Monday, trust me.",
    'He will be limping after the weekend, I promise.',
    'Er wird ab Montag humpeln, das sag ich dir.',
    'I told his wife she should be careful. Friday I follow through.',
    "I sent his daughter a message that she should be careful. I'll follow through.",
  ])('%s', (text) => {
    expect(planMarker(text)?.label).toBe('violence');
    const safety = assessMessage(text);
    expect(isUrgent(safety)).toBe(true);
    expect(safety.labels).toContain('violence');
  });
});

describe('the same words in everyday use: no help, no note', () => {
  test.each([
    'I counted the chairs for the offsite, there are enough now.',
    'Ich hab die Stühle fürs Offsite gezählt, es reicht jetzt.',
    "As a pharmacist I counted the antidepressants in stock; it's enough for the week.",
    'Als Apotheker hab ich die Antidepressiva im Lager gezählt, für die Woche reicht es.',
    'Ich bin Gründerin einer Apotheke und sammle die Antidepressiva für die Filialen, das reicht jetzt.',
    "I'm hiding in the storeroom for the surprise party, so nobody finds me.",
    'Für die Überraschungsparty versteck ich mich im Lager, damit mich keiner findet.',
    'I planned the offsite at a cabin so that nobody finds us.',
    'Wir haben das Offsite so geplant, dass uns keiner findet.',
    "He'll be limping after Friday's company run, he never trains.",
    "My co-founder will be limping after Saturday's marathon, who covers the demo?",
    'Sie wird nach dem Skiurlaub humpeln, sie hat sich verletzt. Wer übernimmt ihre Termine?',
    "I know when she gets home, she's my flatmate. It's dark in our street, should we ask the city for a lamp?",
    'I sent a letter to his house with the contract, he knows what will happen next in the process.',
    "My laptop has been collecting dust for weeks, enough now, I'll give it away.",
    'Mein alter Monitor sammelt seit Wochen Staub, das reicht jetzt.',
    "I've planned the date of my parental leave, cover is arranged.",
    'Ich hab den Termin für meine Elternzeit geplant, die Vertretung ist geregelt.',
    'I told his wife she should be careful on the icy road. Friday we drive together.',
    "I looked at the bridge loan three times. I'll check again tomorrow.",
    'Ich hab mir die Brückenfinanzierung zweimal genauer angeschaut. Mal schauen.',
    'Als Investor hab ich das Pitch Deck dreimal gezählt, es reicht jetzt mit den Folien.',
    "Our team lead collected the old laptops for disposal, it's enough now for one pallet.",
  ])('%s', (text) => {
    const safety = assessMessage(text);
    expect(isUrgent(safety)).toBe(false);
    expect(safety.gentle).toBe(false);
  });
});
