// What an earlier turn carries over to the later ones (retrain30, issue #21): a later turn in a
// conversation without a signal has its score-only note from the higher bars; a note from a low
// score alone, a borderline harassment score or violent words taken back are no such signal.
// The scores are fixed here (a model that answers per text), so the rule is tested, not a
// model's score at a cut-off.
import { assessConversation } from './assess';
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

const hinted = safetyModel().thresholds.crisis!.hinted!;

describe('a later turn after an earlier one without a real signal', () => {
  // Every role, de and en: a rant's first turn, a later turn of the same conversation.
  test.each([
    ['As a founder I watch the acquisition dying in slow motion.', 'We had a loud fight about it on Monday.'],
    [
      'Unsere Finanzierungsrunde stirbt gerade, der Lead meldet sich nicht mehr.',
      'Mein Mitgründer und ich hatten deswegen richtig Krach.',
    ],
    ['As a team lead I feel our project is dying slowly.', 'Two of my people shouted at each other in the stand-up.'],
    [
      'Als Investorin sehe ich, wie das Start-up langsam stirbt.',
      'Die Gründer haben sich im Board-Meeting angeschrien.',
    ],
  ])('a first-turn note from a low score leaves the later turn at the higher bars: %s / %s', (first, later) => {
    // The first turn's note comes from the lowest tier only; the later turn's score alone would get
    // the single message's note, not the later turn's.
    const model = fixedModel({ [first]: { crisis: hinted + 0.05 }, [later]: { danger: 0.35 } });
    const opening = assessConversation([first], model);
    expect(opening.latest.gentle).toBe(true);
    expect(opening.latest.gentleLater).toBe(false);
    const next = assessConversation([first, later], model);
    expect(next.latest.gentle).toBe(false);
    expect(next.latest.labels).toEqual([]);
    expect(next.lasting).toEqual([]);
  });

  test.each([
    ['My co-founder keeps cutting me out of the investor calls.', 'As an employee I do not know how to bring it up.'],
    [
      'Meine Chefin lässt mich seit Wochen bei den Kundenterminen außen vor.',
      'Ich weiß nicht, wie ich das ansprechen soll.',
    ],
  ])('a borderline harassment score with no harassment word is no signal before: %s / %s', (first, later) => {
    const model = fixedModel({ [first]: { harassment: 0.5 }, [later]: { danger: 0.35 } });
    expect(assessConversation([first], model).latest.labels).toContain('harassment');
    const next = assessConversation([first, later], model);
    expect(next.latest.gentle).toBe(false);
    expect(next.lasting).toEqual([]);
  });

  test.each([
    [
      'Unser Shop ist seit Dienstag offline und die Kunden rufen ununterbrochen an.',
      'Ich kann einfach nicht mehr, ich hab die Tabletten schon hier.',
    ],
    [
      'Our shop has been offline since Tuesday and customers keep calling.',
      'I just cannot go on, I have the pills right here.',
    ],
  ])('a real signal in the later turn still gets help, whatever came before: %s / %s', (first, later) => {
    const model = fixedModel({ [first]: { crisis: hinted + 0.05 }, [later]: { crisis: 0.95 } });
    expect(assessConversation([first, later], model).latest.labels).toContain('crisis');
  });
  test.each([
    [
      'I could strangle my co-founder, he pushed the release without telling anyone',
      'not literally of course, but I am fuming',
      'As a founder, how do I make releases a shared decision?',
      'And what if he just ignores the rule?',
    ],
    [
      'Ich bring meine Teamleiterin um, sie hat schon wieder meine Folien umgebaut',
      'war natürlich nicht ernst gemeint, aber ich bin sauer',
      'Wie sag ich ihr, dass ich vorher gefragt werden will?',
      'Und wenn sie sich nicht dran hält?',
    ],
  ])('violent words taken back are no signal before for the later turns: %s', (...turns) => {
    const model = fixedModel({ [turns[0]]: { violence: 0.9 }, [turns[3]]: { violence: 0.35 } });
    const last = assessConversation(turns, model);
    expect(last.latest.gentle).toBe(false);
    expect(last.latest.labels).toEqual([]);
    expect(last.lasting).toEqual([]);
  });
});
