// What a single message is, eighteenth round (issue #21, safety26b): a medical question in the
// body's own words (a cough, a lump, a mole, ringing ears, teeth ground at night, a cycle gone,
// weight lost, an injury at work; "will it go away?", "zum Arzt oder abwarten?", "what helps?",
// "Ist das schon Demenz?", "what happens if I just skip them?"); a legal question without the
// listed words (a right asked of someone, an owner asked, being moved, an accident at work, "hab
// ich Anspruch"); and a health or law word that only names the setting (a profession, a
// department, a workplace, a product, an industry, an idiom: "meine Mitgründerin ist Ärztin",
// "our Head of Legal", "krank vor Eifersucht"), which gets no label. Written for tuning; the
// held-out check is corpus/external-s26b.jsonl, which none of these repeat.
import { assessMessage } from './assess';
import { asksAboutHealth } from './health';
import { healthOnlySetting } from './mentioned';
import { lawOnlySetting, withoutHealthSetting, withoutLawSetting } from './setting';
import { safetyLabels as labels } from '../../test/safety';

describe('a medical question in the body’s own words: asksAboutHealth and the medical label', () => {
  test.each([
    'My business partner has had a cough for a month now and won’t see anyone. Could it be something bad?',
    'Ich huste seit drei Wochen und hab abends leichtes Fieber. Muss ich damit zum Arzt oder geht das von alleine weg?',
    'Hab einen Leberfleck am Rücken, der größer geworden ist. Woher weiß ich, ob das Hautkrebs ist?',
    'I found a small lump in my armpit last week. How would I know if it’s serious?',
    'Seit dem Launch knirsche ich nachts mit den Zähnen und der Kiefer knackt. Was hilft dagegen?',
    'My mum who does the books in our shop keeps forgetting things. Is it dementia?',
    'Mein Opa, der noch im Hofladen mitarbeitet, vergisst ständig Namen. Ist das schon Demenz?',
    'I get heartburn every night after dinner with the team. Which tablets actually help?',
    'Ich hab seit der Grippe immer noch Husten und bin nach dem Treppensteigen außer Atem. Ist das normal?',
    'my ears have been ringing since the office party with the loud DJ, will it go away?',
    'Mein Kollege im Lager hat sich an der Maschine die Hand verbrannt. Reicht Salbe oder muss er zur Notaufnahme?',
    'Meine Angestellte in der Bäckerei ist gestern umgekippt, sie sagt es geht ihr gut. Sollte sie das abklären lassen?',
    'I’m six weeks pregnant and our studio uses spray paint all day. Is that risky for the baby?',
    'ich bin schwanger und arbeite im Labor mit Lösungsmitteln, ist das gefährlich für das Kind',
    'My stomach has been hurting after every meal for two weeks. Could that be an ulcer?',
    'Ich hab seit Tagen Durchfall nach der Dienstreise. Ab wann sollte ich mir Sorgen machen?',
    'I lost 6 kilos in a month without dieting, stress from the merger. Do I need a blood test?',
    'Seit dem Streit mit meiner Schwester im Familienbetrieb hab ich Rückenschmerzen. Kann das vom Stress kommen?',
    'what happens if I just skip my blood pressure pills for a week while travelling?',
    'Was passiert, wenn ich das Antidepressivum einfach absetze, weil ich keine Zeit für den Arzt hab?',
    'Can I treat a sprained ankle myself or do I need an x-ray? Fell off the stage at the conference.',
    'Meine Periode ist seit drei Monaten ausgeblieben, seit der ganzen Gründungsphase. Woran kann das liegen?',
    'How many espressos are too many when you already have a heart condition?',
    'Ich hab mir auf der Station an einer Nadel gestochen, wie hoch ist das Risiko einer Infektion?',
  ])('%s', (text) => {
    expect(asksAboutHealth(text)).toBe(true);
    expect(labels(text)).toContain('medical');
  });

  test.each([
    'Our customers keep telling us about their pain points and my co-founder ignores them. How do I raise it?',
    'Is that a sign of bad leadership when the team stops asking questions?',
    'Geht das Gerücht wieder weg, wenn ich einfach nichts sage?',
    'What helps with getting two stubborn partners to agree on a budget?',
    'Was hilft gegen ständige Unterbrechungen im Meeting?',
    'Woher weiß ich, ob mein Mitgründer noch an die Firma glaubt?',
    'How do I know if it’s time to bring in a mediator?',
    'Ist das schon Mobbing oder nur ein rauer Ton im Team?',
    'Our sales numbers dropped 6 kilos worth of paperwork on my desk, what should I do first?',
    'Der Knoten in unserer Kommunikation löst sich nicht. Soll ich abwarten oder das Gespräch suchen?',
  ])('everyday words of the same shape, no health question: %s', (text) => {
    expect(asksAboutHealth(text)).toBe(false);
    expect(labels(text)).not.toContain('medical');
  });

  test.each([
    'We can’t move the needle on sales and he won’t cough up the budget. Is that normal in year two?',
    'I think there’s a mole in the team leaking our numbers. How do I know if it’s him?',
    'Es knirscht gewaltig im Team, seit die Stimmung umgekippt ist. Ist das normal?',
    'Wegen Corona haben wir die halbe Kundschaft verloren. Ist das schlimm für die Runde?',
    'The lines between our roles are blurry and the investor wants a lump sum. Is that a problem?',
    'Der Kurs ist nach dem Dementi gestürzt und in der Periode davor lief alles gut. Was könnte das sein?',
    'Er hat zähneknirschend zugestimmt und zuckt jetzt nur mit den Schultern. Ist das normal?',
  ])(
    'idioms of the body (the needle, a mole, knirschen, umgekippt, a lump sum): no health question read: %s',
    (text) => {
      expect(asksAboutHealth(text)).toBe(false);
    },
  );
});

describe('a legal question without the listed words: the legal label', () => {
  test.each([
    ['legal-en-case', 'The investor only holds 12%. Does he even have the right to remove me as CEO?'],
    ['legal-en-case', 'We split up last month. Whose domain is it now, mine or his?'],
    ['legal-en-case', 'Can they just transfer me to the Leipzig office without asking?'],
    ['legal-en-case', 'I slipped on the wet floor in the warehouse. Is there a workplace accident claim and who pays?'],
    ['legal-de-case', 'Kann mich die Filialleitung einfach in eine andere Stadt versetzen?'],
    ['legal-de-case', 'Hat der Beirat überhaupt das Recht, mich als Geschäftsführerin abzusetzen?'],
    ['legal-de-case', 'Ich bin auf dem Weg zum Kunden mit dem Rad gestürzt. Ist das ein Wegeunfall, und wer zahlt?'],
    [
      'legal-de',
      'Ich mache seit Monaten die Arbeit der Abteilungsleitung. Hab ich eigentlich Anspruch auf mehr Gehalt?',
    ],
  ])('%s: %s', (rule, text) => {
    expect(assessMessage(text).rules).toContain(rule);
    expect(labels(text)).toContain('legal');
  });

  test('a sentence that opens with "ist die" asks ("… ist die überhaupt wirksam")', () => {
    expect(labels('Mein Chef hat mir eine Abmahnung per Mail geschickt. ist die überhaupt wirksam')).toContain('legal');
  });

  test.each([
    'Whose turn is it to present at the all-hands?',
    'Does he have the right to be angry about it? I cancelled twice.',
    'Hat sie nicht das Recht, sauer zu sein, nachdem ich sie übergangen habe?',
    'Kann ich meine Mitarbeiterin versetzen lassen, ohne dass sie sich bestraft fühlt? Wie sag ich es ihr?',
    'Whose idea was the offsite anyway? Nobody wanted it.',
  ])('everyday words of the same shape: no new legal rule: %s', (text) => {
    const ids = ['legal-en-case', 'legal-de-case'];
    expect(assessMessage(text).rules.filter((id) => ids.includes(id))).toEqual([]);
  });
});

describe('a health or law word that only names the setting: no label', () => {
  test.each([
    'Meine Chefin ist krank vor Eifersucht, seit ich befördert wurde. Wie gehe ich damit um?',
    'Das macht mich echt krank, wie mein Chef mit dem Team redet. Wie spreche ich das an?',
    'I’m sick of my co-founder cancelling our one-on-ones. How do I tell him?',
    'We build software for dental practices and our sales lead and CTO disagree about pricing.',
    'Ich arbeite als Zahnarzthelferin und meine Chefin lässt mich nie früher gehen. Wie sag ich ihr das?',
    'Mein Mitgründer ist Arzt und will nur noch halbtags arbeiten. Ist das fair gegenüber dem Team?',
    'The nurse manager on my ward and I disagree on the rota. What’s a fair way to split weekends?',
    'Wir sind ein Pflegedienst und zwei Pflegekräfte reden nicht mehr miteinander. Wie kriege ich die an einen Tisch?',
    'My therapist thinks I should set clearer boundaries with my co-founder. How do I start?',
    'Unsere Praxis hat einen neuen Praxismanager und die Ärztinnen fühlen sich übergangen. Wie moderiere ich das?',
    'We sell medical devices to hospitals and our two sales leads fight over the territory.',
    'Wir entwickeln eine Telemedizin-App und mein Mitgründer will den Launch verschieben. Wie überzeuge ich ihn?',
    'My co-founder works at a pharmacy on weekends and misses our Saturday calls.',
    'The clinic I manage has two doctors who won’t share the ultrasound room. How do I mediate?',
    'Our company health insurance is switching providers and HR and finance argue about who tells the staff.',
  ])('medical: %s', (text) => {
    expect(labels(text)).not.toContain('medical');
  });

  test.each([
    'Our Head of Legal and the CFO keep fighting over budgets. How do I get them aligned?',
    'Die Rechtsabteilung und das Marketing liegen sich ständig in den Haaren. Wie moderiere ich das?',
    'We are a legal tech startup and my co-founder wants to hire his cousin. How do I push back?',
    'Wir sind eine kleine Kanzlei und die zwei Seniorpartner streiten sich über die Nachfolge. Wo fange ich an?',
    'In our team quiz my colleague insisted my answer wasn’t legal under the rules and now we’re both sulking. How do I fix it?',
    'Unser Datenschutzbeauftragter und der CTO blockieren sich gegenseitig. Wie bring ich die zusammen?',
    'Our investor wants us to hire a general counsel before the next round and my co-founder thinks it’s too early. How do we decide?',
  ])('legal: %s', (text) => {
    expect(labels(text)).not.toContain('legal');
  });

  test.each([
    // a legal word beside the role stays a legal question
    ['legal', 'Unsere Rechtsabteilung sagt, ich darf das Foto nicht veröffentlichen. Stimmt das?'],
    ['legal', 'Can our Head of Legal fire me over a LinkedIn post?'],
    ['legal', 'Die Kanzlei, in der ich arbeite, will mir die Überstunden nicht bezahlen. Dürfen die das einfach?'],
    // care sought or given, a drug or a symptom beside the profession stays a medical question
    ['medical', 'My doctor put me on blood thinners last week, can I still drink at the offsite?'],
    ['medical', 'Muss ich wegen der Panikattacken in eine Klinik?'],
    ['medical', 'Die Ärztin in unserer Praxis meint, ich soll das Sertralin absetzen. Darf ich das einfach?'],
    ['medical', 'I work in a pharmacy and my hands shake every morning before the shift. Is that normal?'],
  ])('the matter beside the setting keeps its label (%s): %s', (label, text) => {
    expect(labels(text)).toContain(label);
  });

  test('the setting readings take out only the setting', () => {
    expect(withoutHealthSetting('Meine Mitgründerin ist Ärztin in der Klinik.')).toBe('meine mitgrunderin ist in der');
    expect(withoutHealthSetting('Wir streiten über die Roadmap.')).toBeNull();
    expect(withoutLawSetting('Our Head of Legal is great.')).toBe('our is great');
    expect(withoutLawSetting('Can he fire me?')).toBeNull();
    expect(lawOnlySetting('Die Rechtsabteilung blockiert alles. Wie gehe ich damit um?')).toBe(true);
    expect(lawOnlySetting('Die Rechtsabteilung sagt, mein Vertrag sei unwirksam. Stimmt das?')).toBe(false);
    expect(healthOnlySetting('My therapist suggested I talk to my co-founder. How do I start?', true)).toBe(true);
    expect(healthOnlySetting('My therapist suggested antidepressants. Do they change you?', false)).toBe(false);
  });
});
