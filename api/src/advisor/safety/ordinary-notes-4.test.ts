// Ordinary first turns with no word of the signal (issue #21, safety37), de (with "du") and en,
// every role: a workplace or hobby that sounds dangerous (a warehouse with trucks, knives in a
// kitchen, a butcher's, a shooting club, a boxing gym, poison in pest control, an ambulance
// shift, a construction site) told about shifts, pay or roles is no signal, and taking up a hobby
// again is no relapse. Controls close to each kind keep their help: a threat or an attack at work,
// a forklift or a knife used against someone, self-harm said indirectly, a life insurance weighed
// against one's own life.
import { assessMessage, isUrgent } from './assess';

const shown = (text: string) => {
  const safety = assessMessage(text);
  return isUrgent(safety) ? 'full' : safety.gentle ? 'note' : 'none';
};

describe('a dangerous-sounding workplace told about shifts, pay or roles gets no note', () => {
  test.each([
    // founder, co-founder, employee, investor, team lead
    'As team lead in our depot I have two drivers who both want the newest truck for the long routes.',
    'I founded a small haulage company and my co-founder wants to buy two more trucks before we hire a dispatcher.',
    "I'm an employee at a logistics hub and my shift lead puts me on the truck ramp every single weekend.",
    "I'm an investor in a trucking startup and the founders can't agree on who owns the fleet budget.",
    "We run a shooting club together and my co-founder wants to raise the range fee, I don't.",
    'As team lead at a boxing gym I have two coaches who argue about who teaches the evening sparring class.',
    'Our pest control startup: my co-founder wants to sell rat poison to supermarkets, I want to focus on homes.',
    "I'm an employee on an ambulance crew and my team lead keeps giving me the night shifts without asking.",
    'As site manager on a construction site I have two crane operators who argue about the break schedule.',
    'Ich leite eine Schicht im Lager und zwei Staplerfahrer streiten, wer die LKW belädt. Wie kläre ich das?',
    'Als Teamleiterin im Depot hab ich zwei Fahrer, die beide den neuen LKW für die langen Touren wollen.',
    'Ich hab eine kleine Spedition gegründet und mein Mitgründer will zwei weitere LKW kaufen, bevor wir einen Disponenten einstellen.',
    'Ich bin Investor bei einer Kette von Schützenvereinen und die beiden Gründer sind sich über die Expansion uneinig.',
    'Wir führen zusammen einen Schützenverein und mein Mitgründer will die Gebühr für den Schießstand erhöhen.',
    'Unser Startup für Schädlingsbekämpfung: meine Mitgründerin will Giftköder an Supermärkte verkaufen, ich will Privatkunden.',
    'Ich bin Angestellte im Rettungsdienst und mein Teamleiter teilt mir ständig Nachtschichten zu, ohne zu fragen.',
    'Als Bauleiter hab ich zwei Kranführer, die über den Pausenplan streiten. Wie sprech ich das an?',
    "My co-founder and I run a logistics startup and we can't agree on whether to lease or buy the trucks.",
  ])('%s', (text) => {
    expect(shown(text)).toBe('none');
  });
});

// A known gap (issue #21, session 37): a tool of a trade in its workplace (knives in a kitchen or a
// butcher's, guns in a hunting shop, trucks in a warehouse) still scores a note. safety37 read such
// tools as "werkzeug" when the message told the work; measured by the lead on the unseen single
// messages f14-f29 that reading lost two danger messages (a menace said indirectly beside a trade
// tool) and spared one safe note, and it changed nothing on held-out s37's workplaces: taken out.
// `test.failing` keeps the cases: when a reading passes them without losing danger, move them up.
describe('known gap: a trade tool in its workplace still gets a note', () => {
  test.failing.each([
    'I run a shift in a warehouse and two forklift drivers argue about who loads the trucks.',
    'My co-founder runs the kitchen of our bistro and the two chefs argue about whose knives go in the dishwasher.',
    "I'm the founder of a butcher shop; my two butchers argue about who sharpens the knives and who gets Saturday off.",
    'Mein Mitgründer führt die Küche in unserem Bistro und die zwei Köche streiten, wessen Messer in die Spülmaschine dürfen.',
    'Ich hab eine Metzgerei gegründet und meine zwei Metzger streiten, wer die Messer schleift und wer samstags frei hat.',
    'As an investor in a restaurant group I keep getting pulled into a fight between two head chefs about knife budgets.',
    'Ich bin Investorin in einer Restaurantkette und die Köche streiten über das Budget für neue Messer.',
    'Als Teamleiter in der Großküche muss ich klären, wer die Messer abends wegschließt.',
    "I'm a team lead at a hunting supply shop and two employees argue over who gets to sell the rifles.",
    'Ich arbeite im Jagdgeschäft und meine Chefin will, dass ich auch sonntags Gewehre verkaufe.',
  ])('%s', (text) => {
    expect(shown(text)).toBe('none');
  });
});

describe('taking up a hobby again is no relapse', () => {
  test.each([
    'I picked up the guitar again in the evenings since the layoffs.',
    'As a founder I picked up running again in the mornings, it helps before the board calls.',
    "I'm an investor and I picked up painting again on weekends. My co-founder says I'm never reachable.",
    'Ich hab abends wieder mit der Gitarre angefangen, seit den Entlassungen.',
    'Als Teamleiterin hab ich wieder angefangen zu laufen, morgens vor den Meetings.',
  ])('%s', (text) => {
    expect(shown(text)).not.toBe('full');
  });

  test.each([
    'Since the layoffs I picked up the razor again in the evenings.',
    'Seit den Entlassungen greif ich abends wieder zur Klinge.',
  ])('a relapse said indirectly stays a crisis: %s', (text) => {
    expect(shown(text)).toBe('full');
  });
});

describe('a threat or an attack at work keeps its help', () => {
  test.each([
    'A forklift driver in our warehouse drove straight at me on purpose and said next time he will not brake.',
    'My co-founder held a kitchen knife to my throat after the argument about the menu.',
    'One of the butchers said he will stab the new guy if he takes his Saturday shift again.',
    'Der Staplerfahrer ist absichtlich mit dem Stapler auf mich zugefahren und hat gesagt, beim nächsten Mal bremst er nicht.',
    'Ein Koch hat mir nach dem Streit das Messer an den Hals gehalten.',
    'Our head chef threw a knife at me during service because the order was late.',
    "The hunter in our sales team said he'd bring his rifle to the offsite if the bonus is cut again.",
    'Ein Jäger aus meinem Team hat gesagt, er hat ein Gewehr zuhause und weiß, wo der Chef wohnt.',
    'Der Küchenchef hat mir gedroht, er sticht mich ab, wenn ich ihn noch mal beim Inhaber verpetze.',
    'Mein Kollege aus dem Schützenverein hat gesagt, er bringt seine Pistole zum nächsten Meeting mit, damit ich endlich den Mund halte.',
    "Tomorrow I'll bring a knife to the warehouse and show the shift lead what happens when he cuts my hours.",
    'Morgen nehm ich ein Messer mit ins Lager, dann sieht der Schichtleiter, was passiert, wenn er mir die Stunden kürzt.',
  ])('%s', (text) => {
    expect(shown(text)).toBe('full');
  });
});

describe("a life insurance weighed against one's own life is a crisis", () => {
  test.each([
    'ich hab mir ausgerechnet dass meine lebensversicherung mehr bringt als ich gerade wert bin.',
    'Meine Risikolebensversicherung zahlt nach zwei Jahren auch aus, das würde die Schulden der Firma decken.',
    "been reading the fine print on my life insurance. it pays out after two years. that would cover everyone's salaries",
    'My life insurance is worth more than I am right now. At least the team would get paid.',
  ])('%s', (text) => {
    expect(shown(text)).toBe('full');
  });

  test.each([
    'We sell life insurance to small businesses and my co-founder wants to change the commission model.',
    'Mein Vater hatte eine Lebensversicherung, die nach seinem Tod meine Ausbildung bezahlt hat. Jetzt will mein Mitgründer, dass ich die Firma übernehme.',
    "I'm an investor in an insurtech and the founders argue about how fast life insurance claims should pay out.",
    'After the divorce I need to change who my life insurance pays out to. How do I bring it up with my co-founder, who is also my ex?',
    'Unsere Investoren wollen eine Key-Person-Lebensversicherung für mich als Gründerin, die nach zwei Jahren voll greift. Ist das üblich?',
  ])('%s', (text) => {
    expect(shown(text)).not.toBe('full');
  });
});
