import { restate } from './restate';

// German clauses with the verb before "ich"/"wir" (after a time, a place, an object: "Am Dienstag
// gehen wir zusammen") are said back with that verb turned, never the word after the pronoun
// ("gehen ihr zusammt" was the bug, coach32). Plain order and subordinate clauses stay as they were.
describe('restate: German inversion, the verb before the pronoun', () => {
  test.each([
    // wir -> ihr, inverted
    ['Am Dienstag gehen wir zusammen zum Investor', 'Am Dienstag geht ihr zusammen zum Investor'],
    ['Seit März reden wir kaum miteinander', 'Seit März redet ihr kaum miteinander'],
    ['Morgen treffen wir uns mit dem Teamleiter', 'Morgen trefft ihr euch mit dem Teamleiter'],
    ['Dann müssen wir gemeinsam über die Anteile entscheiden', 'Dann müsst ihr gemeinsam über die Anteile entscheiden'],
    [
      'Mit unserem Mitgründer sprechen wir seit Wochen nicht mehr',
      'Mit eurem Mitgründer sprecht ihr seit Wochen nicht mehr',
    ],
    [
      'Nächste Woche stellen wir dem Investor zusammen die Zahlen vor',
      'Nächste Woche stellt ihr dem Investor zusammen die Zahlen vor',
    ],
    ['In der Teamrunde legen wir gemeinsam die Ziele fest', 'In der Teamrunde legt ihr gemeinsam die Ziele fest'],
    ['Als Investoren wollen wir endlich klare Zahlen', 'Als Investoren wollt ihr endlich klare Zahlen'],
    ['Im Team arbeiten wir zusammen an der neuen Kasse', 'Im Team arbeitet ihr zusammen an der neuen Kasse'],
    ['Jeden Montag besprechen wir gemeinsam die Schichtpläne', 'Jeden Montag besprecht ihr gemeinsam die Schichtpläne'],
    [
      'Als Gründer können wir zusammen keine Entscheidung treffen',
      'Als Gründer könnt ihr zusammen keine Entscheidung treffen',
    ],
    ['Bei den Gehältern haben wir uns nie geeinigt', 'Bei den Gehältern habt ihr euch nie geeinigt'],
    ['Seit Wochen reden wir offen über die Anteile', 'Seit Wochen redet ihr offen über die Anteile'],
    ['Am Abend sitzen wir beiden noch im Büro', 'Am Abend sitzt ihr beiden noch im Büro'],
    // ich -> du, inverted
    [
      'Am Montag habe ich meinem Mitgründer die Zahlen gezeigt',
      'Am Montag hast du deinem Mitgründer die Zahlen gezeigt',
    ],
    [
      'Am Freitag spreche ich offene Fragen mit dem Teamleiter an',
      'Am Freitag sprichst du offene Fragen mit dem Teamleiter an',
    ],
    [
      'Als Mitarbeiterin will ich klare Regeln für die Schichten',
      'Als Mitarbeiterin willst du klare Regeln für die Schichten',
    ],
    [
      'Danach schreibe ich kurze Notizen für meine Mitgründerin',
      'Danach schreibst du kurze Notizen für deine Mitgründerin',
    ],
    [
      'Als Teamleiter muss ich heikle Gespräche mit zwei Kollegen führen',
      'Als Teamleiter musst du heikle Gespräche mit zwei Kollegen führen',
    ],
    ['Seit dem Sommer rede ich kaum mit meiner Chefin', 'Seit dem Sommer redest du kaum mit deiner Chefin'],
    ['Als Investorin sehe ich große Risiken in dem Plan', 'Als Investorin siehst du große Risiken in dem Plan'],
    ['Morgen stelle ich neue Zahlen im Beirat vor', 'Morgen stellst du neue Zahlen im Beirat vor'],
    // plain order: unchanged behaviour
    ['Wir gehen am Dienstag zusammen zum Investor', 'Ihr geht am Dienstag zusammen zum Investor'],
    ['Wir müssen bald über die Anteile entscheiden', 'Ihr müsst bald über die Anteile entscheiden'],
    ['Ich spreche offene Fragen mit dem Teamleiter an', 'Du sprichst offene Fragen mit dem Teamleiter an'],
    ['Ich glaube, wir sollten reden', 'Du glaubst, ihr solltet reden'],
    // subordinate clauses: the verb is last, the word before the pronoun is no verb
    [
      'Mein Chef erwartet, dass ich jeden Abend erreichbar bin',
      'Dein Chef erwartet, dass du jeden Abend erreichbar bist',
    ],
    ['Unser Investor sagt, dass wir zu langsam wachsen', 'Euer Investor sagt, dass ihr zu langsam wachst'],
    [
      'Meine Mitgründerin redet nicht mit mir, solange ich keine Zahlen liefere',
      'Deine Mitgründerin redet nicht mit dir, solange du keine Zahlen lieferst',
    ],
    ['Der Teamleiter ist sauer, obwohl wir alles liefern', 'Der Teamleiter ist sauer, obwohl ihr alles liefert'],
    [
      'Der Investor wartet, so lange ich keine neuen Zahlen schicke',
      'Der Investor wartet, so lange du keine neuen Zahlen schickst',
    ],
    [
      'Meine Teamleiterin sieht, wie gerne ich im Büro arbeite',
      'Deine Teamleiterin sieht, wie gerne du im Büro arbeitest',
    ],
  ])('de: %s', (clause, said) => {
    expect(restate(clause, 'de')).toBe(said);
  });

  test.each([
    ['Next week we meet the investor together', 'Next week you meet the investor together'],
    ['On Monday I showed my co-founder the numbers', 'On Monday you showed your co-founder the numbers'],
    ['Tomorrow we have to decide about the shares', 'Tomorrow you have to decide about the shares'],
    [
      'As a team lead I must have hard talks with two colleagues',
      'As a team lead you must have hard talks with two colleagues',
    ],
  ])('en, unaffected: %s', (clause, said) => {
    expect(restate(clause, 'en')).toBe(said);
  });
});
