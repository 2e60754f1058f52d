// Every sentence the advisor engine writes itself, in German (informal "du") and English. The
// knowledge base has its own texts (knowledge.ts). Questions end with "?" and every reply asks
// exactly one, so only the `questions` and `roleplay` texts contain a question mark.
import type { UserRequest } from './analysis';
import type { CoachPhase, Lang } from './types';
import type { AfterCrisisKind } from './safety/after-crisis';

/**
 * What a coaching question takes for granted, so the coach can leave out one that does not fit:
 * - `twoSided`: two sides who work it out together (a step fair to both, how you talk with each
 *   other); not after harassment, where the user is the one affected;
 * - `party`: the user is one of the sides ("wie redet ihr", "dein Streit"); not for someone who
 *   leads or mediates (a CEO between two employees, a team lead);
 * - `heated`: a fight happened (camps, the worst moment); only from Glasl stage 3;
 * - `conflict`: there is a dispute ("dieser Streit", "when you are not arguing"); not when the user calls it calm;
 * - `lead`: the user is no side but leads, mediates or stands between two others ("die beiden"); only then.
 */
export type Presumption = 'twoSided' | 'party' | 'heated' | 'conflict' | 'lead';

/** What the user's own next step after a thank-you is: sending, posting, a talk, a booking, else something. */
export type StepKind = 'send' | 'post' | 'talk' | 'book' | 'other';

export interface Question {
  text: string;
  presumes: readonly Presumption[];
}

const q = (text: string, ...presumes: Presumption[]): Question => ({ text, presumes });

type PhaseQuestions = Record<CoachPhase, readonly Question[]>;

/** What a closed question of the coach asked: talked about it, still talking, known long, camps, written down. */
export type AnsweredKind = 'talked' | 'talking' | 'knownLong' | 'camps' | 'written';

export interface AdvisorTexts {
  crisis: {
    intro: string;
    lines: readonly string[];
    outro: string;
  };
  boundary: {
    legal: string;
    medical: string;
    highEscalation: string;
  };
  /** A boundary already given in full earlier in the conversation is only referred to. */
  boundaryBrief: {
    legal: string;
    medical: string;
    highEscalation: string;
  };
  fallbackNote: string;
  /** The answer to a wish to talk to a person: the way to one, and no coaching after it. */
  humanHandoff: (label: string, path: string) => string;
  /**
   * A question about what a talk with a human expert costs or how to book one: the experts set
   * their fees (on each profile, with whether the first talk is free), a request, times the expert
   * proposes; `brief` when the full answer was given before.
   */
  booking: { full: (label: string, path: string) => string; brief: (label: string, path: string) => string };
  /** Framings of the user's core phrase (`{quote}`); each opens differently, so turns do not repeat. */
  reflect: readonly string[];
  /**
   * A later message said back from the coach's side instead of quoted ("{quote}": the clause as
   * restate.ts says it, "Du hast ihn schon …", "Your head chef …"), so what it adds is named in the
   * coach's own words (issue 22, coach27b).
   */
  reflectSaid: readonly string[];
  /**
   * A short yes or no to the coach's closed question ("Habt ihr schon darüber gesprochen?" – "nö"):
   * taken as the answer, said back, and a question that goes on from it (yes and no lead apart).
   */
  answered: {
    yes: readonly string[];
    no: readonly string[];
    kinds: Record<AnsweredKind, { yes: { ack: string; question: string }; no: { ack: string; question: string } }>;
  };
  /** The reflection of a hedged guess ("Idk, I guess …", "Keine Ahnung, vielleicht …"): said as the user's guess. */
  reflectGuess: readonly string[];
  feeling: (feeling: string, need: string) => string;
  feelingOnly: (feeling: string) => string;
  /** The need behind a feeling the reflection already names ("Das macht dich echt wütend."): not the feeling again. */
  feelingNeed: (need: string) => string;
  lowContent: readonly string[];
  /** A one-word answer to the coach's question taken as the answer ("{answer}": as written, "my" turned). */
  namedAnswer: { ack: string; questions: readonly [string, string] };
  /** A short answer that names a strain ("Burnout.", "Die Kinder."): the answer taken as it is (coach38). */
  strainAnswer: readonly [string, string];
  thanks: string;
  /** Introduces the knowledge-base points when the user asks directly. */
  pointsIntro: (title: string) => string;
  tipIntro: (title: string) => string;
  toolHint: (label: string, path: string) => string;
  mediatorHint: (stage: number, stageName: string) => string;
  memory: (summary: string, date?: string) => string;
  results: {
    analysis: (category: string, stage: number, stageName: string) => string;
    style: (dominant: string, leastUsed: string) => string;
    values: (top: string) => string;
  };
  questions: PhaseQuestions;
  /** Variants that name the other party: `{party}` is replaced (nominative, e.g. "dein Mitgründer"). */
  partyQuestions: Partial<Record<CoachPhase, readonly Question[]>>;
  /** Variants that name the conversation's topic: `{topic}` is a knowledge entry's topic. */
  topicQuestions: Partial<Record<CoachPhase, readonly Question[]>>;
  /** For a user who leads or mediates (a CEO between two employees): the phase's questions about the two of them. */
  leadQuestions: PhaseQuestions;
  wrapUp: readonly Question[];
  /** After a short answer ("ja", "weiß nicht"): easier questions of the same phase, each short. */
  easyQuestions: PhaseQuestions;
  /** Acknowledges a plan the user states (`{quote}` is the plan in their words). */
  planAck: readonly string[];
  /** Acknowledges a proposal of the user's own (`{quote}` is the proposal in their words). */
  proposalAck: readonly string[];
  /**
   * Working with the user's proposal, one per turn in this order: what it would solve, what the
   * other side will say (`{party}` when named), how to put it to them. Never "which options do you see".
   */
  proposalQuestions: { weigh: readonly Question[]; bringUp: readonly Question[] };
  /** Advice when the user asks for something concrete and no topic of the knowledge base fits (`{party}`: nominative). */
  generalAdvice: string;
  /** Working with the user's plan: when, how to open, what if it goes badly (`{party}` optional). */
  planQuestions: {
    when: readonly Question[];
    opening: readonly Question[];
    fallback: readonly Question[];
    /** After when, opening and plan B: the offer of a structure for the talk (a yes gets it). */
    offer: readonly Question[];
  };
  /** What the coach offered and the user took up with a yes: the record after harassment, the first talk with the person affected. */
  offers: { record: string; prepare: string };
  summary: {
    title: string;
    situation: string;
    parties: string;
    interests: string;
    options: string;
    nextSteps: string;
    none: string;
    noParties: string;
    /** `party` in the dative ("deinem Mitgründer"). */
    stepConversation: (party: string) => string;
    stepTool: (label: string, path: string) => string;
    stepRule: string;
    stepMediator: string;
    stepFollowUp: string;
  };
  roleplay: {
    intro: (counterpart: string) => string;
    /** The chat's role-play, started when the user asks to practise: how to ask for feedback or stop. */
    chatIntro: (counterpart: string) => string;
    /** The other party's first line in the chat's role-play (one question). */
    chatOpening: string;
    defaultCounterpart: string;
    opening: readonly string[];
    defensive: readonly string[];
    openingUp: readonly string[];
    neutral: readonly string[];
    answerQuestion: readonly string[];
    /** The user gives a reason or a figure: the other side takes it up and pushes back on the substance. */
    reason: readonly string[];
    /** The user asks for the other side's proposal: a counter-proposal. */
    counterProposal: readonly string[];
    /** The user announces a decision: the other side wants to know why and why now. */
    decision: readonly string[];
  };
  feedback: {
    title: string;
    nothing: string;
    strengths: string;
    change: string;
    iMessage: (quote: string) => string;
    request: (quote: string) => string;
    youMessage: (quote: string) => string;
    generalisation: (quote: string, word: string) => string;
    demand: (quote: string) => string;
    blame: (quote: string) => string;
    tryInstead: string;
    /** A sentence of the rehearsal that fits no pattern: quoted, with what would make it stronger. */
    neutral: (quote: string) => string;
    /** The first attempt that needed changing beside a later one that worked. */
    contrast: (first: string, later: string) => string;
    /** A line that gives a reason or a figure: it makes the point discussable. */
    reason: (quote: string) => string;
    /** A decision announced ("ich will Marketing auf 15k runter"): clear, but it needs the why and an invitation. */
    decision: (quote: string) => string;
    /**
     * The next real step, after the rehearsal (`party` in the dative, `quote` the best sentence or
     * null, `when` the time the user named for the talk, in the reply's language, or null).
     */
    closing: (party: string, quote: string | null, when?: string | null) => string;
  };
  handoff: {
    title: string;
    topic: string;
    parties: string;
    stage: string;
    stageValue: (stage: number, name: string) => string;
    stageUnknown: string;
    /** The topic when the conversation names none and has nothing to quote (a case is never titled "not discussed yet"). */
    untitled: string;
    /** The topic of a case about harassment, abuse or discrimination: no words of what happened in the inbox. */
    harassmentTopic: string;
    wish: string;
    language: string;
    languageName: string;
    summary: string;
    results: string;
    /** The results in the founder's voice (the expert reads them). */
    resultLines: AdvisorTexts['results'];
    note: string;
  };
  links: {
    /** The handoff to a human expert (the advisor page's form). */
    expert: string;
    /** The public expert directory: named as such, so it is not mistaken for the handoff. */
    directory: string;
    booking: string;
    checklist: string;
  };
  party: {
    fallback: string;
  };
  /**
   * What the user asks the coach for outright: help with the wording, a decision, where to
   * start, whether they overreact. An answer first (no quotation marks: the reflection is the
   * only quotation in a reply's first paragraph), then the kind's own question.
   */
  /** The first coaching reply after the crisis reply: the person first, the conflict can wait. */
  afterCrisis: { notes: Record<AfterCrisisKind, string>; question: string; next: string };
  /** The question under the short crisis note: about the person, not the conflict. */
  cautionQuestion: string;
  requests: Record<
    UserRequest,
    {
      /** Given in turn when the user asks again, never one word for word twice. */
      answers: readonly string[];
      questions: readonly string[];
    }
  > & {
    /** The user's own draft of the wording (`{quote}`: its first sentence). */
    draft: string;
  };
  /**
   * A draft the coach writes when asked ("formulier mir 3-4 Sätze"): I-statements from what the
   * user told (whom it is for, the topic, their proposal), marked as a draft to adapt; no question
   * mark inside, the reply's one question comes after it.
   */
  /**
   * Concrete answers to a request for help with the conversation itself: a structure for the
   * talk, what to do until then, what to do if it goes wrong, an honest view on a proposal, a
   * choice between two ways. No quotation marks (the reflection is the only quote), no question.
   */
  help: {
    structure: {
      intro: (minutes: number) => string;
      /** The steps for someone who leads or mediates, `{min}` their minutes. */
      lead: readonly string[];
      /** The steps for a conversation the user has with the other side. */
      party: readonly string[];
    };
    /** `{accusative}`/`{dative}`: the other side in that case. */
    meantime: { party: string; lead: string };
    /** Getting through a stretch of time, or through one event (`{dative}`: the other side). */
    endure: { period: string; event: string; eventLead: string };
    /** Open questions to ask the other side, to find out what matters to them. */
    ask: string;
    whatif: {
      attackLead: string;
      attackParty: string;
      refusal: string;
      emotional: string;
      /** No agreement on a decision: a tie-break rule fixed beforehand. */
      deadlock: string;
      general: string;
    };
    judge: {
      reasons: { time: string; criteria: string; joint: string };
      missing: { time: string; criteria: string; joint: string };
      fair: (reasons: string, missing: string | null) => string;
      risky: (missing: string) => string;
      bet: string;
    };
    choice: { private: string; ownFirst: string; external: string; soon: string; general: string };
  };
  compose: {
    intro: string;
    /** The message itself, `{address}` the name with a comma (or nothing), `{topic}` what it is about. */
    body: string;
    /** The message of someone who leads or mediates to one of the two: their view, not a complaint. */
    leadBody: string;
    /** The message of someone who leads or mediates to both sides at once (plural, no side taken). */
    /** `{greeting}`: "Hallo ihr beiden", or the two by name; `{team}`: `bothTeam` when the user speaks of a team. */
    bothBody: string;
    bothTeam: string;
    bothGreeting: (names: string | null) => string;
    bothClose: string;
    /** The time the user named for meeting both, in their words. */
    bothWhen: (when: string) => string;
    /** What it is about when no topic is known. */
    noTopic: string;
    /** What the message is for, as the user asked for it ("das Gespräch am Freitag ankündigen"). */
    purpose: (words: string) => string;
    /** The next step after a draft written for a purpose: send it, and the talk it asks for. */
    nextFromPurpose: (name: string | null, purpose: string) => string;
    /** The user's own proposal or wish, in their words. */
    wish: (words: string) => string;
    close: string;
    /** The close when the message itself names when ("dass wir das nächste Woche klären"): no other week. */
    closeOpen: string;
    /** To someone who harasses the user (after the harassment answer): a boundary, no talk, no request to meet. */
    /** What the user's plan says they will tell the other, as said to them. */
    told: (words: string) => string;
    boundaryBody: string;
    boundaryClose: string;
    /**
     * A message in the form the user asked for (to the whole team, an email) with what it is for:
     * the greeting, the purpose said to the reader (`to`: one person, one addressed formally, the team),
     * why it matters, and a close that fits the reader; an email ends with the sign-off.
     */
    form: {
      teamGreeting: string;
      greeting: (name: string | null, formal: boolean) => string;
      purpose: (words: string, to: 'one' | 'formal' | 'team') => string;
      context: { one: string; team: string; both: string };
      close: { one: string; formal: string; team: string };
      /** The close when the message itself names the time ("20 Minuten heute"): none asked again. */
      closeTimed: { one: string; formal: string; team: string; both: string };
      /** The close of a date moved ("das Meeting verschieben"): a new time asked, no conflict lines. */
      reschedule: { one: string; formal: string; team: string };
      /** The close of a chat message or a short one: a reaction asked, no call to arrange. */
      closeBrief: { one: string; formal: string; team: string };
      /** The close of a date moved to a time the message names ("auf Freitag"): is that fine. */
      rescheduleTo: { one: string; formal: string; team: string };
      /** The close with the time the user named, to one addressed formally (a statement: the reply asks its one question after the draft). */
      formalWhen: (when: string) => string;
      signOff: string;
      /** What a message to the team is for when the user named nothing. */
      update: string;
    };
    /** An apology to one reader (formal: "Sie"): what it is for, then that it was the user's doing. */
    apology: {
      /** "es tut mir leid, dass …" / "I'm sorry that …". */
      that: (clause: string, formal: boolean) => string;
      /** "bitte entschuldige mein Zuspätkommen" / "I'm sorry for snapping at you". */
      thing: (thing: string, formal: boolean) => string;
      /** Nothing said of what happened. */
      none: (formal: boolean) => string;
      repair: string;
      /** After a reason the user gave ("my father was in hospital"): no "that was on me", the reader's side seen. */
      reasonRepair: (formal: boolean) => string;
    };
    /** The reason the user gave before, said to the reader: "Der Grund war, dass …" / "The reason was that …". */
    reason: (why: string) => string;
    /** What the user did and why, in their words: "Zum Hintergrund: Ich habe …, weil …". */
    background: (what: string, why: string) => string;
    /** "in Stichpunkten", "in bullet points": the draft's points as a list. */
    bulletsIntro: string;
    /** A reply to a hurtful message the user received, after the greeting: thanks for it, the hurt as an I-statement, a talk offered. */
    hurtReply: string;
  };
  /** A first sentence for the user's own talk ("Gib mir einen Satz, mit dem ich anfangen kann", "what should I say?"). */
  opening: {
    intros: readonly string[];
    /** As a side: `{address}` the name with a comma (or nothing), `{topic}` what it is about. */
    side: string;
    /** As a side, when the conversation names no topic: what it is about follows in the user's words. */
    sideNoTopic: string;
    /** As one who helps two others, said to both at once: `{address}` their names with a comma (or nothing). */
    helperBoth: string;
    /** What the helper names as the matter, when the conversation has a topic. */
    helperTopic: (topic: string) => string;
    /** The time the user named for the talk, in their words ("am Freitag um 16 Uhr"). */
    when: (when: string) => string;
    /** "Gib mir drei Sätze": more sentences for the talk, in order, when the draft has fewer than asked. */
    more: readonly string[];
    /** Sentences to say in a meeting, to the group (one who leads, "um das zu beruhigen"), in order. */
    meeting: readonly string[];
  };
  /** The last draft again, as asked ("kürzer bitte", "too formal"): shorter and direct, or warmer. */
  revise: {
    intros: { direct: string; warm: string; gentle: string; formal: string };
    /** `{address}` the name with a comma (or nothing). */
    direct: string;
    warm: string;
    formal: string;
    /** "nochmal auf Englisch", "can you write that in German?": the last draft in the language asked for. */
    inLanguage: Record<Lang, string>;
    /** To both at once, `{address}` their names with a comma (or nothing). */
    bothDirect: string;
    bothWarm: string;
    /** A bare name or time, a part dropped or a sentence added right after a draft (draft-edits.ts). */
    edits: Record<'name' | 'when' | 'drop' | 'add' | 'notThere', string>;
  };
  /**
   * A second request after a message (second-ask.ts), kept apart from `compose` (whose words the
   * rubric reads as the template's): when to send it, and whether to do something.
   */
  secondAsk: { sendWhen: string; whether: (clause: string) => string };
  /** Options the user asks for ("gib mir drei Optionen"): numbered, their own proposal first. */
  options: {
    intro: string;
    own: (proposal: string) => string;
    side: readonly string[];
    helper: readonly string[];
  };
  /** The user closes ("passt, danke", "I think we're good"): what they take away, the way back, no question. */
  closing: {
    plain: string;
    withPlan: (plan: string) => string;
    /** A thank-you alone ("ok danke", "cool, thanks"): a short close and the offer to go on, no question. */
    thanks: (plan: string | null) => string;
    /**
     * A thank-you with the user's own next step ("Danke, schick ich morgen früh raus", "Thanks, I'll
     * bring it to Thursday's sync"): the step named in the coach's words, with the time as written.
     */
    step: (kind: StepKind, when: string | null) => string;
  };
  /** "Fass mal zusammen, was wir haben": a recap from the user's own words. */
  recap: {
    intro: string;
    situation: string;
    want: string;
    plan: string;
    proposal: string;
    when: string;
    open: string;
  };
  /** "Worauf sollte ich noch achten?": points from what the user said (`{dative}`: the other side). */
  /** An artefact other than a message (artefacts.ts): a short list from what the user told, and one question. */
  artefact: {
    with: string;
    withBoth: string;
    withOther: string;
    agenda: { intro: (withWho: string, when: string | null, minutes: number) => string; question: string };
    checklist: {
      intro: (withWho: string, when: string | null) => string;
      items: (matter: string | null) => string[];
      question: string;
    };
    rules: {
      intro: (count: number) => string;
      setting: Record<'chat' | 'session' | 'partner', string>;
      general: readonly string[];
      question: string;
    };
    record: { intro: string; items: readonly string[]; use: (withWho: string) => string; question: string };
    points: { intro: (when: string | null) => string; items: (matter: string | null) => string[]; question: string };
    questions: { intro: (withWho: string, when: string | null) => string; items: readonly string[]; question: string };
    scenarios: { intro: (who: string | null) => string; items: readonly string[]; question: string };
    memo: { intro: string; items: (matter: string | null) => string[]; question: string };
    faq: { intro: string; items: readonly string[]; question: string };
    timeline: { intro: (when: string | null) => string; items: readonly string[]; question: string };
  };
  pointers: {
    intro: string;
    proposal: (proposal: string) => string;
    wish: (wish: string) => string;
    listen: string;
    when: (when: string) => string;
    close: string;
  };
  /** "What's my next step?": the step from the user's plan or wish, and what to prepare. */
  nextStep: {
    plan: (plan: string) => string;
    wish: (dative: string, wish: string, when: string | null) => string;
    plain: (dative: string, when: string | null) => string;
    prepare: string;
    /** "Wie geht's weiter?" after the talk took place: hold on to what was agreed, check in; it went badly: a second try. */
    after: string;
    afterBadly: string;
    afterQuestions: readonly string[];
    afterBadlyQuestions: readonly string[];
    /** "Wir hatten das Gespräch noch nicht, wie geht's weiter?": the talk prepared, an opening (Markdown), what to ask, when. */
    before: (opening: string, when: string | null) => string;
    beforeQuestions: readonly string[];
  };
  /** A one-word answer that names a topic ("geld", "roles"): one question about that topic. */
  topicFollowUp: Record<'money' | 'salary' | 'roles' | 'commitment' | 'equity', string>;
  /**
   * The first reply to an ordinary message, per knowledge entry: the situation named in the
   * coach's own words (instead of the user's words quoted back) and one question that moves this
   * kind of case forward (instead of a stock question). Written without "your co-founder" or
   * "between you": the user may lead, mediate or invest.
   */
  situation: Record<string, { frame: string; question: string }>;
  /** What the user says they carry alone ("alle Investorengespräche"), named after the frame. */
  carried: (task: string) => string;
  /**
   * The first reply to a message whose topic no knowledge entry names: the user's clause said back
   * from the coach's side (restate.ts) and a question about it: what a good outcome would need from
   * whoever acts in it (`outcome`, `aim`, `together`), or what matters most to the user (`plain`)
   * where no one can be named. `party` is no longer said (since coach20); it stays so that the
   * phase of a stored conversation's earlier replies, and the rubric's stock questions, still read it.
   */
  restated: {
    opening: string;
    party: string;
    plain: string;
    /** Who acts in the clause said back ("{party}", nominative), one who acts or several: what would be a good outcome. */
    outcome: string;
    outcomePlural: string;
    /** The same when the user already said what they want: what the other side is after. */
    aim: string;
    aimPlural: string;
    /** The user and the other side at odds with each other ("{party}": dative in German). */
    together: string;
    /** On behalf of a client ("I coach a CTO whose CEO …"): a good outcome for the client ("{client}") and what their counterpart ("{party}") would have to do. */
    clientOutcome: string;
    clientOutcomePlural: string;
    client: { female: string; male: string };
    /**
     * Where no knowledge entry knows the topic (matter.ts): the matter ("{topic}": a German noun, an
     * English noun phrase) named in a thought of the coach's own, a decision the other side wants
     * (`want`) or an act (`act`), and a question about it and whoever acts ("{party}"), one or several;
     * one who leads or mediates is asked what they decide themselves (`lead`). An open question the
     * two are at odds over (`whether`: "{topic}" is the whole "ob ihr …"/"whether you …" clause) is
     * asked about as it stands, by a lead too.
     */
    thought: Record<'want' | 'act' | 'whether', string>;
    /**
     * coach29: `pair`, a "we" message ("Wir streiten uns …" said back as "Ihr …"): what would have to
     * change for both and what the user can start; `alone`, no one acting named ("Nobody does the
     * dishes", "Eine Kollegin tauscht …"): what would have to change and whom the user raises it with.
     */
    ask: Record<'want' | 'act' | 'lead' | 'whether' | 'pair' | 'alone', { one: string; several: string }>;
    /** A first message that names only whom it is about ("es geht um unseren Gebietsleiter"): that person ("{party}": accusative in the thought, nominative in the question). */
    aboutWhom: { thought: string; question: string };
    /** A first message that only tells where the user stands, with someone named ("{name}"): what is going on between the two. */
    settingOnly: { thought: string; question: string };
    /**
     * A first message on a topic of the knowledge base whose matter the clause said back does not
     * name: the question names the entry's topic ("{topic}", as `KnowledgeEntry.topic` has it) and
     * whom it concerns ("{party}", nominative, one or several), or, with no one named, whom the user
     * would talk it through with; one who leads is asked what they decide themselves.
     */
    onTopic: { one: string; several: string; alone: string; lead: string };
  };
  /**
   * A later message that adds something (added.ts): the question names it. A worry ("{worry}": the
   * feared clause, said from the coach's side, verb last in German), a person not named before
   * ("{party}": nominative, one or several), a number with what it counts ("{amount}").
   */
  added: {
    worry: string;
    decision: string;
    person: { one: string; several: string };
    amount: string;
    /**
     * coach28a: after an attempt that failed, what would go differently; after a deadline
     * ("{deadline}": "bis Freitag", "by the 20th") what must be settled by then; after a constraint
     * what is still in the user's hands. One wording per phase, so the question shows the phase the
     * reply is in and the conversation neither goes back nor skips a phase.
     */
    attempt: Record<AddedPhase, string>;
    deadline: Record<AddedPhase, string>;
    constraint: Record<AddedPhase, string>;
    /** coach30: a plain fact that names a new thing ("{thing}": "Theke", "the contract"), asked from in each phase. */
    thing: Record<AddedPhase, string>;
    /** coach31: a fact that names since when ("{time}": "seit dem Sommer", "since the move"), asked from in each phase. */
    time: Record<AddedPhase, string>;
    /** A time to come ("ab Januar", "next Friday"): what happens then, what has to be ready by then. */
    ahead: Record<AddedPhase, string>;
    /** coach31: the user's own wish ("{wish}": "beide halten", "keep both of them"), asked from in each phase. */
    wish: Record<AddedPhase, string>;
    /** coach31: the other side refuses ("Sie will darüber nicht reden", "He won't move his van"): what is behind that no. */
    refusal: Record<AddedPhase, string>;
  };
  /** What the user says about their own state (a hard shift, a night without sleep, drained), taken in before anything else. */
  ownState: { shift: string; sleep: string; drained: string };
  /** The user corrected the coach (correction.ts): the correction taken, and the corrected basis ("{clause}", said back from the coach's side). */
  corrected: { ack: string; basis: string };
  /** The step a founders' tip gives instead to one who is no founder, by their role. */
  roleSteps: Record<'investor' | 'hr' | 'lead' | 'employee', string>;
  /** A message only about the user's own state: acknowledged, one question about what would relieve it. */
  stateOnly: { ack: string; questions: string[] };
}

/** The phases a question on an attempt, a deadline or a constraint has a wording for. */
export type AddedPhase = 'parties' | 'history' | 'escalation' | 'interests' | 'options';

export const texts: Record<Lang, AdvisorTexts> = {
  de: {
    crisis: {
      intro:
        'Danke, dass du mir das schreibst. Was du beschreibst, klingt nach einer Situation, in der deine Sicherheit oder die eines anderen Menschen wichtiger ist als jedes Konfliktthema. Ich bin ein KI-Berater und kann dir hier nicht so helfen, wie du es jetzt verdienst, aber Menschen können das, sofort und kostenlos:',
      lines: [
        '**Telefonseelsorge:** 0800 111 0 111 oder 0800 111 0 222, kostenlos, rund um die Uhr, auch per Chat auf online.telefonseelsorge.de',
        '**Hilfetelefon für seelische Krisen:** 116 123',
        '**Notruf** bei akuter Gefahr: **112**',
        '**Polizei**, wenn dich jemand bedroht oder angreift: **110**',
      ],
      outro:
        'Wenn du in unmittelbarer Gefahr bist, ruf bitte jetzt die 112 oder die 110 an. Du musst da nicht allein durch, und es ist richtig, dir Hilfe zu holen. Wenn es dir wieder sicherer geht, können wir hier gern weiter über den Konflikt sprechen.',
    },
    booking: {
      full: (label, path) =>
        `Gespräche mit unseren Expertinnen und Experten vereinbarst du direkt mit ihnen. Ihr Honorar legen sie selbst fest: Du siehst es im Verzeichnis auf jedem Profil, ebenso, ob das Erstgespräch kostenlos ist. Einen Termin bekommst du über eine Anfrage: Die Expertin oder der Experte schlägt dir Zeiten vor, und du bestätigst eine. Wenn es eilt, schreib in die Anfrage, bis wann du das Gespräch brauchst. Zum Verzeichnis: [${label}](${path}). Die Anfrage kann ich dir aus unserem Gespräch vorbereiten, über „Mit Fachleuten sprechen“ unter dem Chat.`,
      brief: (label, path) =>
        `Wie gesagt: Honorar und Erstgespräch stehen auf jedem Profil, einen Termin bekommst du über eine Anfrage: [${label}](${path}).`,
    },
    humanHandoff: (label, path) =>
      `Das verstehe ich gut: Manches bespricht man lieber mit einem Menschen. Ich bin eine KI, aber du kannst eine Expertin oder einen Experten für Konflikte unter Gründern finden und direkt buchen: [${label}](${path}). Wenn du zwischendurch etwas sortieren möchtest, kannst du hier jederzeit weiterschreiben.`,
    boundary: {
      legal:
        'Eine rechtliche Einschätzung deines Falls kann und darf ich nicht geben. Dafür ist eine Rechtsanwältin oder ein Rechtsanwalt die richtige Adresse, etwa für Gesellschafts- oder Arbeitsrecht. Was ich tun kann: dir helfen, das Gespräch vorzubereiten, deine Interessen zu sortieren und die Fragen für die Beratung zu klären.',
      medical:
        'Eine Diagnose, eine Therapie oder Empfehlungen zu Medikamenten kann ich nicht geben, und ich möchte auch niemanden psychologisch einordnen. Wenn dich die Situation belastet, sprich bitte mit deiner Hausärztin oder deinem Hausarzt oder mit einer Psychotherapeutin oder einem Psychotherapeuten. Über das Verhalten in eurem Konflikt und deine nächsten Schritte können wir hier weiter sprechen.',
      highEscalation:
        'Was du beschreibst, deutet auf eine sehr hohe Eskalation hin: Nach dem Modell von Friedrich Glasl sind Drohungen, Sabotage oder der Wunsch, der anderen Seite zu schaden, Zeichen der Stufen 6 bis 9. Dort finden die Beteiligten selten allein heraus. Ich empfehle dir, eine Mediatorin oder einen Mediator hinzuzuziehen, bei schädigenden Handlungen auch rechtliche Beratung. Unsere Expertinnen und Experten kannst du direkt ansprechen: [Mit Fachleuten sprechen]({expertPath}).',
    },
    boundaryBrief: {
      legal: 'Wie gesagt: Rechtlich einschätzen kann ich das nicht, dafür ist eine Anwältin oder ein Anwalt da.',
      medical:
        'Wie gesagt: Eine Diagnose oder Therapie kann ich nicht geben, dafür sind Ärztinnen, Ärzte und Psychotherapeutinnen oder Psychotherapeuten da.',
      highEscalation:
        'Wie gesagt: Bei dieser Eskalation hilft eine Mediatorin oder ein Mediator: [Mit Fachleuten sprechen]({expertPath}).',
    },
    fallbackNote: '_(Antwort des eingebauten Coachs, der KI-Dienst war gerade nicht erreichbar.)_',
    reflect: [
      'Du schreibst: „{quote}“.',
      'Ich höre vor allem heraus: „{quote}“.',
      'Wenn ich dich richtig verstehe, ist der Kern: „{quote}“.',
      '„{quote}“: Das nehme ich ernst.',
      'Hängen geblieben ist mir: „{quote}“.',
      'Du sagst: „{quote}“.',
      'Das ist ein wichtiger Punkt: „{quote}“.',
    ],
    reflectSaid: [
      'Verstanden: {quote}.',
      'Das nehme ich mit: {quote}.',
      'Ich halte fest: {quote}.',
      'Gut, dass du das sagst: {quote}.',
      'Okay, also: {quote}.',
    ],
    reflectGuess: ['Deine Vermutung ist also: „{quote}“.', 'Du vermutest: „{quote}“.', 'Dein Eindruck: „{quote}“.'],
    answered: {
      yes: ['Okay, also ja.', 'Gut, das ist schon mal klar.'],
      no: ['Okay, also nein.', 'Danke, das ist auch eine wichtige Information.'],
      kinds: {
        talked: {
          yes: { ack: 'Es wurde also schon darüber gesprochen.', question: 'Was ist dabei herausgekommen?' },
          no: {
            ack: 'Es ist also noch nicht ausgesprochen.',
            question: 'Was hat dich bisher davon abgehalten, es anzusprechen?',
          },
        },
        talking: {
          yes: { ack: 'Es wird also noch miteinander geredet.', question: 'Wo wird es am schnellsten angespannt?' },
          no: { ack: 'Das Reden ist also gerade schwierig.', question: 'Seit wann ist das so?' },
        },
        knownLong: {
          yes: { ack: 'Ihr kennt euch also schon länger.', question: 'Was hat euch am Anfang verbunden?' },
          no: { ack: 'Ihr kennt euch also noch nicht lange.', question: 'Wie seid ihr zusammengekommen?' },
        },
        camps: {
          yes: { ack: 'Es gibt also schon Lager.', question: 'Wer steht auf welcher Seite?' },
          no: { ack: 'Es hat also noch niemand Partei ergriffen.', question: 'Wer bekommt es trotzdem schon mit?' },
        },
        written: {
          yes: { ack: 'Es gibt also schon etwas Schriftliches.', question: 'Was steht dort, und wo hält es nicht?' },
          no: { ack: 'Es ist also nirgends festgehalten.', question: 'Was müsste als Erstes festgehalten werden?' },
        },
      },
    },
    feeling: (feeling, need) =>
      `Das klingt, als würdest du dich ${feeling} fühlen, vielleicht, weil dir ${need} wichtig ist.`,
    feelingOnly: (feeling) => `Das klingt, als würdest du dich ${feeling} fühlen.`,
    feelingNeed: (need) => `Vielleicht ist dir dabei ${need} besonders wichtig.`,
    namedAnswer: {
      ack: 'Okay, {answer} also.',
      questions: [
        'Was hat {answer} damit zu tun, und was müsste sich da ändern?',
        '{Answer}: Woran merkst du das im Alltag am deutlichsten, und was wäre dir daran wichtig?',
      ],
    },
    strainAnswer: [
      'Okay, {answer}: Das kommt bei dir noch dazu und kostet Kraft, also gehört es mit ins Bild.',
      'Verstehe, {answer}. Das zehrt an deinen Kräften, und das nehme ich mit in die Überlegung.',
    ],
    lowContent: [
      'Kein Problem, lass uns einen einfacheren Einstieg nehmen.',
      'Das ist in Ordnung, manchmal braucht es einen zweiten Anlauf.',
      'Alles gut, wir gehen in kleinen Schritten.',
      'Okay. Manchmal ist es schwer, das in Worte zu fassen.',
      'Das ist völlig in Ordnung. Versuchen wir es anders.',
    ],
    help: {
      structure: {
        intro: (minutes) => `Ein Ablauf für ${minutes} Minuten:`,
        lead: [
          '**Rahmen ({min} min):** warum ihr hier seid, dass du vermittelst und nicht urteilst, und zwei Regeln: ausreden lassen und von sich selbst sprechen statt über die andere Person.',
          '**Erste Sicht ({min} min):** eine Seite schildert ihre Sicht an einem Beispiel, die andere hört nur zu. Du fasst am Ende in zwei Sätzen zusammen.',
          '**Zweite Sicht ({min} min):** dasselbe andersherum.',
          '**Was jede Seite braucht ({min} min):** weg von den Vorwürfen, hin zu dem, was jede für ihre Arbeit braucht, und wo sich das deckt.',
          '**Vereinbarungen ({min} min):** ein bis drei konkrete Absprachen: wer macht was bis wann.',
          '**Abschluss ({min} min):** die Absprachen schriftlich festhalten und einen Folgetermin in zwei Wochen ausmachen.',
        ],
        party: [
          '**Einstieg ({min} min):** warum du reden willst und was dir an der Zusammenarbeit liegt.',
          '**Deine Sicht ({min} min):** ein konkretes Beispiel, als Ich-Botschaft, ohne *immer* und *nie*.',
          '**Die andere Sicht ({min} min):** zuhören, nachfragen, in eigenen Worten zusammenfassen.',
          '**Was beide brauchen ({min} min):** hinter den Positionen die Interessen suchen.',
          '**Eine Vereinbarung ({min} min):** ein konkreter nächster Schritt: wer macht was bis wann.',
          '**Abschluss ({min} min):** festhalten und einen Termin zum Nachhalten ausmachen.',
        ],
      },
      meantime: {
        party:
          'Bis dahin drei kleine Dinge, die nichts schlimmer machen: Entscheide nichts, was {accusative} betrifft, ohne kurze Rückfrage. Sag {dative} einmal ausdrücklich, dass dir an einer Lösung liegt und dass das Gespräch kommt. Und schreib dir auf, was dich konkret stört, mit einem Beispiel, damit es im Gespräch greifbar ist.',
        lead: 'Bis dahin drei kleine Dinge: Sag beiden einzeln kurz, dass du das Thema ernst nimmst und wann ihr darüber redet. Achte in Meetings darauf, dass keine Seite die andere vor dem Team angreift, und unterbrich das freundlich, wenn es passiert. Und notier dir konkrete Beobachtungen statt Eindrücke, damit du im Gespräch Beispiele hast.',
      },
      ask: [
        'Offene Fragen, die nicht nach Verhör klingen, zum Beispiel:\n',
        '- „Was ist dir dabei am wichtigsten?“',
        '- „Wovor hast du die größte Sorge, wenn wir es anders machen?“',
        '- „Woran würdest du merken, dass wir eine gute Lösung gefunden haben?“',
        'Stell eine davon, hör zu, ohne gleich zu antworten, und fass in deinen Worten zusammen, was du gehört hast. Oft kommt das Wichtigste erst beim zweiten Nachfragen.',
      ].join('\n'),
      endure: {
        period: [
          'Eine Zeit mit festem Ende übersteht man am besten wie ein Projekt:',
          '1. **Klare Absprachen für diese Zeit:** wer bis zum Ende was entscheidet, was übergeben wird und was liegen bleibt. Schriftlich, in einer halben Stunde, nicht zwischen Tür und Angel.',
          '2. **Ein fester kurzer Termin pro Woche** (15 bis 20 Minuten) für alles Offene, damit nicht jeder Punkt zum Einzelgefecht wird. Dazwischen lieber schriftlich und sachlich.',
          '3. **Deine Grenzen:** wann du erreichbar bist und wann nicht, und welche alten Streitpunkte ihr in dieser Zeit nicht mehr aufmacht.',
          '4. **Ein Ventil außerhalb:** jemand, bei dem du Dampf ablassen kannst, damit es nicht im Team landet. Und ein Blick aufs Enddatum: Es ist eine Strecke mit Ende.',
        ].join('\n'),
        event: [
          'Für den Termin selbst hilft eine kurze Vorbereitung:',
          '1. **Dein Ziel in einem Satz** und die zwei, drei Punkte, die du unbedingt sagen willst. Alles andere ist verhandelbar.',
          '2. **Die zwei schwierigsten Fragen** vorher aufschreiben, mit je einer kurzen Antwort.',
          '3. **Vorher abstimmen:** Sprich mit {dative} kurz ab, wer was sagt und was ihr nicht vor anderen austragt.',
          '4. **Ein Satz für den Moment, in dem es hitzig wird:** _Das möchte ich gern nach dem Termin in Ruhe klären._',
          '5. **Danach zehn Minuten für dich:** aufschreiben, was gut lief und was du noch klären willst.',
        ].join('\n'),
        eventLead: [
          'Für den Termin selbst hilft eine kurze Vorbereitung:',
          '1. **Dein Ziel in einem Satz** und die zwei, drei Punkte, die du unbedingt sagen willst. Alles andere ist verhandelbar.',
          '2. **Die zwei schwierigsten Fragen** vorher aufschreiben, mit je einer kurzen Antwort.',
          '3. **Vorher abstimmen:** Sprich mit allen Beteiligten vorher kurz einzeln ab, worum es gehen soll und welche Regeln gelten, damit niemand überrascht wird.',
          '4. **Ein Satz für den Moment, in dem es hitzig wird:** _Das möchte ich gern nach dem Termin in Ruhe klären._',
          '5. **Danach zehn Minuten für dich:** aufschreiben, was gut lief und was du noch klären willst.',
        ].join('\n'),
      },
      whatif: {
        deadlock:
          'Dann hilft eine Regel, die ihr jetzt festlegt und nicht erst im Streit: Erst eine Bedenkzeit von zwei Tagen, in der jede Seite ihre Gründe aufschreibt. Einigt ihr euch dann nicht, entscheidet, wer den Bereich verantwortet, oder eine neutrale Person, die ihr schon heute gemeinsam benennt, etwa aus eurem Beirat. Wichtig ist nur, dass beide die Regel vorher für fair halten.',
        attackLead:
          'Dann unterbrich früh, ruhig und bei beiden gleich, etwa so: _Stopp, ich unterbreche kurz. Wir hatten vereinbart, dass jede Seite von sich spricht. Sag bitte, was du erlebt hast und was du brauchst._ Am leichtesten geht das, wenn du die Regel schon zu Beginn ansagst, dann erinnerst du nur daran. Passiert es wieder, mach eine kurze Pause und sprich danach mit beiden einzeln weiter.',
        attackParty:
          'Dann antworte nicht mit einem Gegenangriff. Benenne ruhig, was gerade passiert, etwa so: _Das kommt bei mir als Vorwurf an. Ich möchte verstehen, was dich daran stört._ Und führ dann zurück zu dem einen Punkt, um den es heute gehen soll. Wird es zu hitzig, ist eine Pause mit neuem Termin kein Scheitern.',
        refusal:
          'Dann nimm das Nein ernst, statt weiter zu drängen, und frag, was es bräuchte, damit ein Ja möglich wird. Hinter einem Nein steckt oft eine Sorge, die noch nicht ausgesprochen ist. Vereinbart zur Not nur, wann ihr wieder darüber redet: Auch das ist ein Ergebnis.',
        emotional:
          'Dann halt an und gib dem Gefühl kurz Raum, etwa so: _Ich merke, dass dich das sehr trifft. Lass uns fünf Minuten Pause machen._ Danach geht es oft ruhiger weiter. Wenn nicht, vertagt euch mit einem festen neuen Termin.',
        general:
          'Dann halt kurz an, benenne ruhig, was du beobachtest, und führ zurück zu dem Ziel, das ihr am Anfang festgelegt habt. Wenn es nicht weitergeht, ist eine Pause mit neuem Termin kein Scheitern, sondern oft der bessere Weg.',
      },
      judge: {
        reasons: {
          time: 'es ein klares Ende hat',
          criteria: 'die Kriterien vorher feststehen',
          joint: 'ihr es gemeinsam festlegt',
        },
        missing: {
          time: 'legt ein Datum fest, an dem entschieden wird',
          criteria: 'legt vorher fest, woran ihr den Erfolg messt',
          joint: 'legt es gemeinsam fest, nicht einer allein',
        },
        fair: (reasons, missing) =>
          `Mein ehrlicher Eindruck zu deinem Vorschlag: Das ist fair und kein Hinauszögern, weil ${reasons}.${
            missing
              ? ` Damit es so bleibt: ${missing}.`
              : ' Haltet euch dann auch an das Ergebnis, wenn es unbequem ist.'
          }`,
        risky: (missing) =>
          `Mein ehrlicher Eindruck zu deinem Vorschlag: Er kann fair sein, aber so, wie es jetzt steht, wird es leicht zum Hinauszögern. Damit es fair wird: ${missing}.`,
        bet: 'Wenn ich wetten müsste: auf den Weg, der am meisten offen hält, also einen zeitlich begrenzten Test mit Kriterien, die ihr vorher gemeinsam festlegt, statt einer Alles-oder-nichts-Entscheidung jetzt. Welche Seite in der Sache recht hat, kann ich von hier aus nicht beurteilen, das zeigt euch der Test.',
      },
      choice: {
        private:
          'Ich würde erst einzeln sprechen: Unter vier Augen kann jede Seite offen reden, ohne vor anderen das Gesicht zu verlieren. Wenn beide danach bereit sind, geht es gemeinsam weiter, mit dem, was du aus den Einzelgesprächen weißt.',
        ownFirst:
          'Ich würde es zuerst selbst versuchen, als Versuch mit klarem Ende: ein gut vorbereitetes Gespräch ohne Externe. Bewegt sich danach nichts oder bilden sich Lager, hol eine externe Mediation dazu. Das ist dann kein Scheitern, sondern der nächste Schritt.',
        external:
          'Ich würde hier eine externe Mediation wählen: Wenn sich schon Lager gebildet haben oder das Vertrauen angeschlagen ist, kommt man allein selten heraus, und eine neutrale Person schützt beide Seiten. Die Kosten sind meist kleiner als das, was der Konflikt jede Woche kostet.',
        soon: 'Ich würde es eher bald ansprechen: Je länger so etwas liegt, desto mehr Geschichten entstehen im Kopf. Ein ruhiger Termin in den nächsten Tagen ist besser als der perfekte Moment.',
        general:
          'Ich würde die Variante wählen, die sich leichter korrigieren lässt und bei der beide Seiten zu Wort kommen. Wenn sie nicht trägt, kannst du immer noch wechseln, umgekehrt ist das oft schwerer.',
      },
    },
    compose: {
      intro: 'Ein Entwurf zum Anpassen, in deinen eigenen Worten wird er besser:',
      body: '{address}ich möchte gern mit dir über {topic} sprechen, weil mir unsere Zusammenarbeit wichtig ist. Ich merke, dass mich das gerade beschäftigt, und ich möchte es nicht länger vor mir herschieben.',
      noTopic: 'das, was gerade zwischen uns steht,',
      leadBody:
        '{address}mir ist aufgefallen, dass es im Team gerade schwierig ist, und ich möchte deine Sicht wirklich verstehen, nicht nur ein kurzes Okay hören. Erzähl mir, was aus deiner Sicht zuletzt passiert ist und was du bräuchtest, damit die Zusammenarbeit wieder gut läuft.',
      bothBody:
        '{greeting}, mir ist aufgefallen, dass es zwischen euch gerade schwierig ist{team}. Ich möchte mich mit euch beiden zusammensetzen, verstehen, wie ihr es jeweils seht, und mit euch einen Weg finden, bei dem es nicht darum geht, wer recht hat.',
      bothGreeting: (names) => (names ? `Hallo ${names}` : 'Hallo ihr beiden'),
      bothTeam: ', und das betrifft auch das Team',
      bothClose: 'Sagt mir gern, wann es euch beiden diese Woche für eine Stunde passt.',
      bothWhen: (when) => `Lasst uns ${when} in Ruhe zusammensetzen.`,
      purpose: (words) => `Ich möchte ${words}.`,
      nextFromPurpose: (name, purpose) =>
        `Mein Vorschlag für den nächsten Schritt: Schick ${name ? `${name} ` : ''}die Nachricht heute noch, solange der Anlass frisch ist, und bleib bei dem, was du vorhast („${purpose}“). Im Gespräch selbst: Sag am Anfang in einem Satz, worum es dir geht, hör dir die andere Sicht ganz an, bevor du antwortest, und haltet am Ende fest, wer was bis wann macht.`,
      wish: (words) => `Mein Vorschlag wäre: ${words}.`,
      close: 'Sag mir gern, wann es dir diese Woche für eine halbe Stunde passt.',
      closeOpen: 'Sag mir gern, wann es dir passt.',
      told: (words) => `Ich möchte dir offen sagen, dass ${words}.`,
      boundaryBody: '{address}ich möchte unseren Kontakt ab jetzt rein geschäftlich halten.',
      boundaryClose: 'Für alles Geschäftliche erreichst du mich per Mail oder in unseren regulären Terminen.',
      form: {
        teamGreeting: 'Hallo zusammen,',
        greeting: (name, formal) =>
          name ? `${formal ? 'Guten Tag' : 'Hallo'} ${name},` : formal ? 'Guten Tag,' : 'Hallo,',
        // "klar sagen, dass …", "kurz sagen, …", "kurz Bescheid geben, dass …" (the coach's own verb) take the reader; "um Aufschub bitten" (the user's) carries its own.
        // A formal reader (an office, "Frau Dr. Keller") is told news: "mitteilen", not "kurz sagen".
        purpose: (words, to) =>
          /^(klar sagen|kurz sagen|kurz Bescheid geben)\b/.test(words)
            ? `ich möchte ${to === 'team' ? 'euch' : to === 'formal' ? 'Ihnen' : 'dir'} ${to === 'formal' ? words.replace(/^kurz sagen\b/, 'mitteilen') : words}.`
            : `ich möchte ${words}.`,
        context: {
          one: 'Mir ist wichtig, dass wir dabei eine gemeinsame Linie finden.',
          team: 'Mir ist wichtig, dass ihr das direkt von mir hört.',
          both: 'Mir ist wichtig, dass ihr beide dabei gehört werdet.',
        },
        close: {
          one: 'Sag mir gern, wann dir diese Woche ein kurzer Call passt.',
          formal: 'Gern bespreche ich das diese Woche auch kurz telefonisch mit Ihnen.',
          team: 'Wenn ihr Fragen habt, kommt gern direkt auf mich zu.',
        },
        closeTimed: {
          one: 'Danke dir, sag mir kurz, ob das für dich passt.',
          formal: 'Vielen Dank, geben Sie mir gern kurz Bescheid, ob das für Sie passt.',
          team: 'Danke euch!',
          both: 'Danke euch, sagt mir kurz, ob das für euch beide passt.',
        },
        reschedule: {
          one: 'Sag mir gern, welcher neue Termin dir passt.',
          formal: 'Teilen Sie mir gern mit, welcher neue Termin Ihnen passt.',
          team: 'Den neuen Termin schicke ich euch, sobald er feststeht.',
        },
        closeBrief: {
          one: 'Sag mir gern, was du davon hältst.',
          formal: 'Ich freue mich auf Ihre Rückmeldung.',
          team: 'Sagt mir gern, was ihr davon haltet.',
        },
        // The opening already says "kurz Bescheid geben": the close does not say it again (and asks
        // no question: the reply has one, after the draft).
        rescheduleTo: {
          one: 'Sag mir gern, ob dir das passt.',
          formal: 'Teilen Sie mir gern mit, ob Ihnen das passt.',
          team: 'Danke euch für die Flexibilität!',
        },
        formalWhen: (when) => `Gern würde ich das ${when} mit Ihnen besprechen.`,
        signOff: 'Viele Grüße',
        update: 'kurz sagen, wo wir stehen',
      },
      apology: {
        that: (clause, formal) =>
          formal ? `entschuldigen Sie bitte, dass ${clause}.` : `entschuldige bitte, dass ${clause}.`,
        thing: (thing, formal) => (formal ? `bitte entschuldigen Sie ${thing}.` : `bitte entschuldige ${thing}.`),
        none: () => 'es tut mir leid, wie das gelaufen ist.',
        repair: 'Das war nicht in Ordnung von mir, und ich achte darauf, dass es nicht wieder vorkommt.',
        reasonRepair: (formal) =>
          formal
            ? 'Mir ist klar, dass es Sie trotzdem in eine schwierige Lage gebracht hat, und ich möchte das wieder ausgleichen.'
            : 'Mir ist klar, dass es dich trotzdem in eine schwierige Lage gebracht hat, und ich möchte das wieder ausgleichen.',
      },
      reason: (why) => `Der Grund war, dass ${why}.`,
      background: (what, why) => `Zum Hintergrund: ${what}, weil ${why}.`,
      bulletsIntro: 'In Stichpunkten, zum Anpassen:',
      hurtReply: `danke für deine Nachricht. Ich habe sie gelesen, und ehrlich gesagt hat mich der Ton getroffen. Ich will verstehen, was dich so unzufrieden macht, und das lieber in Ruhe besprechen als hier schriftlich. Sag mir gern, wann du diese Woche eine halbe Stunde hast.`,
    },
    opening: {
      intros: [
        'Ein erster Satz für deine Lage, zum Anpassen:',
        'So könntest du anfangen, in deinen Worten wird es noch besser:',
      ],
      side: '{address}ich möchte mit dir über {topic} reden, weil mir unsere Zusammenarbeit wichtig ist und ich das nicht zwischen uns stehen lassen will.',
      sideNoTopic:
        '{address}ich möchte offen mit dir reden, weil mir unsere Zusammenarbeit wichtig ist und ich nichts zwischen uns stehen lassen will.',
      helperBoth:
        '{address}danke, dass ihr beide da seid. Ich bin nicht hier, um zu entscheiden, wer recht hat, sondern damit jeder von euch in Ruhe sagen kann, wie er es sieht, und ihr selbst eine Lösung findet.',
      helperTopic: (topic) => `Es geht heute um ${topic}.`,
      when: (when) => `Lass uns ${when} in Ruhe darüber reden.`,
      more: [
        'Ich möchte zuerst hören, wie du es siehst.',
        'Mir geht es nicht darum, wer recht hat, sondern um eine Lösung, die für uns beide trägt.',
        'Lass uns am Ende einen konkreten nächsten Schritt festhalten.',
      ],
      meeting: [
        'Ich merke, dass uns das Thema gerade alle viel Kraft kostet, und ich möchte kurz innehalten.',
        'Mir geht es nicht darum, wer recht hat, sondern darum, wie wir gut weiterarbeiten.',
        'Lasst uns einander ausreden lassen, jede Sicht kommt dran.',
        'Was heute offen bleibt, besprechen wir danach in kleiner Runde.',
      ],
    },
    revise: {
      intros: {
        direct: 'Kürzer und direkter:',
        warm: 'Wärmer und lockerer:',
        gentle: 'Kürzer und weicher:',
        formal: 'Förmlicher:',
      },
      direct: '{address}ich will etwas Wichtiges direkt ansprechen.',
      warm: '{address}mir liegt viel an dir und an unserer Zusammenarbeit, deshalb möchte ich ehrlich mit dir reden.',
      formal: '{address}ich möchte ein Anliegen sachlich und in Ruhe mit dir besprechen.',
      inLanguage: { de: 'Auf Deutsch, zum Anpassen:', en: 'Auf Englisch, zum Anpassen:' },
      bothDirect: '{address}ich möchte mit euch beiden offen über die Lage sprechen.',
      bothWarm: '{address}ihr seid mir beide wichtig, deshalb möchte ich euch helfen, wieder gut miteinander zu reden.',
      edits: {
        name: 'Mit dem Namen in der Anrede:',
        when: 'Mit deinem Termin:',
        drop: 'Ohne diesen Teil:',
        add: 'Mit deinem Zusatz:',
        notThere: 'Das steht so nicht im Entwurf; er lautet gerade:',
      },
    },
    secondAsk: {
      sendWhen:
        'Zum Abschicken: am besten zu einer ruhigen Zeit, etwa vormittags an einem normalen Arbeitstag, nicht spätabends, am Wochenende oder kurz vor einem Termin. So kann die Nachricht mit etwas Abstand gelesen und in Ruhe beantwortet werden.',
      whether: (clause) =>
        `Zur Frage, ${clause}: Fang mit dem kleinsten Schritt an, der reicht. Was den Druck erhöht oder die andere Seite vor anderen bloßstellt, lässt du im ersten Schritt weg; was dir Rückhalt gibt, ohne jemanden vorzuführen, hilft. Wenn das direkte Gespräch nichts ändert, kannst du später immer noch weitere Leute einbeziehen.`,
    },
    options: {
      intro: 'Drei Möglichkeiten, die zu deiner Lage passen könnten:',
      own: (proposal) => `Dein eigener Vorschlag: ${proposal}.`,
      side: [
        'Eine klare Regel, die ihr gemeinsam festlegt, mit einem Datum, an dem ihr prüft, ob sie trägt.',
        'Ein zeitlich begrenzter Test, etwa für vier Wochen, mit Kriterien, die ihr vorher gemeinsam festlegt.',
        'Eine neutrale dritte Person für ein gemeinsames Gespräch, wenn ihr euch allein nicht einig werdet.',
      ],
      helper: [
        'Zuerst mit jedem einzeln sprechen, um beide Sichten zu verstehen, ohne schon zu bewerten.',
        'Danach ein gemeinsames Gespräch, das du leitest: Regeln zu Beginn, jeder schildert ohne Unterbrechung, am Ende eine Vereinbarung mit Datum.',
        'Wenn sich schon Lager gebildet haben: eine externe Mediation vorschlagen, damit du nicht selbst Partei wirst.',
      ],
    },
    recap: {
      intro: 'Was wir bisher haben, in deinen Worten:',
      situation: 'Worum es geht',
      want: 'Was dir wichtig ist',
      plan: 'Dein Plan',
      proposal: 'Dein Vorschlag',
      when: 'Wann',
      open: 'Noch offen: der erste Satz und was du tust, wenn es anders läuft als gehofft.',
    },
    artefact: {
      with: 'mit',
      withBoth: 'mit den beiden',
      withOther: 'mit der anderen Seite',
      agenda: {
        intro: (withWho, when, minutes) =>
          `Eine Agenda für euer Gespräch ${withWho}${when ? ` ${when}` : ''}, für etwa ${minutes} Minuten:`,
        question: 'Welcher Punkt braucht bei euch mehr Zeit, als ich eingeplant habe?',
      },
      checklist: {
        intro: (withWho, when) => `Eine Checkliste für dein Gespräch ${withWho}${when ? ` ${when}` : ''}:`,
        items: (matter) => [
          '[ ] Dein Ziel in einem Satz: was nach dem Gespräch anders sein soll.',
          `[ ] Die Fakten zur Hand${matter ? ` zu ${matter}` : ''}: Daten und Beispiele, ohne Bewertung.`,
          '[ ] Dein Einstieg als Ich-Botschaft: warum du das Gespräch suchst.',
          '[ ] Was du anbieten kannst, und was für dich nicht verhandelbar ist.',
          '[ ] Im Gespräch: zuerst die andere Sicht hören und zusammenfassen, dann deine Punkte.',
          '[ ] Zum Schluss: wer macht was bis wann, schriftlich, und ein Termin zum Nachhalten.',
        ],
        question: 'Welcher Punkt auf der Liste wird für dich der schwierigste?',
      },
      rules: {
        intro: (count) => `${count} Regeln, kurz genug zum Aushängen oder Vorlesen:`,
        setting: {
          chat: 'Kritik an der Arbeit anderer kommt per Direktnachricht oder im Gespräch, nie öffentlich im Kanal und ohne Screenshots.',
          session:
            'Eine Person spricht, die andere hört bis zum Ende zu; wer unterbrechen möchte, notiert sich den Punkt.',
          partner:
            'Jede Zusage hat ein Datum und eine verantwortliche Person; wer sie nicht halten kann, sagt es vorher.',
        },
        general: [
          'Wir lassen einander ausreden.',
          'Wir sprechen über Verhalten und Sachen, nicht über Personen: was ich sehe, was es bewirkt, was ich brauche.',
          'Wird es hitzig, darf jede Seite eine Pause von zehn Minuten verlangen.',
          'Einwände kommen in die Runde, nicht hinterher in den Flur.',
          'Was wir vereinbaren, halten wir schriftlich fest und schauen es nach einem Monat gemeinsam an.',
        ],
        question: 'Welche Regel würde bei euch am ehesten gebrochen, und was passiert dann?',
      },
      record: {
        intro: 'Eine Vorlage für eine Seite, pro Entscheidung einmal ausfüllen:',
        items: [
          '**Entscheidung:** was genau beschlossen ist, in einem Satz.',
          '**Datum und wer entschieden hat:** die Namen, und wer gefragt wurde.',
          '**Warum:** die zwei, drei wichtigsten Gründe, und welche Alternativen verworfen wurden.',
          '**Was sich ändert:** für wen und ab wann.',
          '**Wann sie wieder auf den Tisch darf:** ein Datum oder ein Anlass, etwa neue Zahlen; bis dahin gilt sie.',
        ],
        use: (withWho) => `Füllt sie ${withWho} direkt nach der Entscheidung gemeinsam aus, nicht eine Woche später.`,
        question: 'Wo soll die Vorlage liegen, damit ihr beide sie im nächsten Meeting vor euch habt?',
      },
      points: {
        intro: (when) =>
          `Stichpunkte${when ? ` für ${when.replace(/^am /, 'den ')}` : ''}, in der Reihenfolge, in der ich sie sagen würde:`,
        items: (matter) => [
          `Anlass: ${matter ?? 'was passiert ist'}, in einem Satz und ohne Bewertung.`,
          'Was es bewirkt: für dich, das Team und die Kunden, mit einem konkreten Beispiel.',
          'Was du vorschlägst: eine Bitte oder Empfehlung, die sich erfüllen lässt, mit einem Datum.',
          'Was du beiträgst: dein Teil, damit es kein Vorwurf wird.',
          'Deine Frage an die anderen: wie sie es sehen und was sie brauchen.',
        ],
        question: 'Welcher Punkt fehlt dir noch, oder welcher wäre dir zu direkt?',
      },
      questions: {
        intro: (withWho, when) => `Fragen für dein Gespräch ${withWho}${when ? ` ${when}` : ''}, von offen zu konkret:`,
        items: [
          '„Wie siehst du die Lage, und was ist dir dabei wichtig?“',
          '„Was ist schon entschieden, und was ist noch offen?“',
          '„Was spricht aus deiner Sicht dafür, und was würde passieren, wenn wir es anders machen?“',
          '„Was brauchst du von mir, und was kann ich von dir erwarten?“',
          '„Wie und bis wann entscheiden wir den nächsten Schritt?“',
        ],
        question: 'Welche dieser Fragen ist dir am wichtigsten?',
      },
      scenarios: {
        intro: (who) =>
          `Außerhalb der Rolle: drei Szenarien für das Rollenspiel${who ? ` (${who})` : ''}, von leicht zu schwer:`,
        items: [
          '**Offen:** Die andere Seite hört zu und fragt nach. Du übst, dein Anliegen klar und ohne Vorwurf zu sagen.',
          '**Gegenwind:** Die andere Seite widerspricht mit eigenen Gründen. Du übst, zuzuhören, zusammenzufassen und trotzdem bei deiner Bitte zu bleiben.',
          '**Blockade:** Die andere Seite wird laut, macht dir Vorwürfe oder droht mit Konsequenzen. Du übst, ruhig zu bleiben, eine Pause vorzuschlagen und einen neuen Termin festzuhalten.',
        ],
        question: 'Mit welchem Szenario willst du anfangen?',
      },
      memo: {
        intro: 'Ein Memo für eine Seite, zum Weitergeben:',
        items: (matter) => [
          `**Die Frage:** ${matter ?? 'worüber entschieden werden muss'}.`,
          '**Dafür:** die stärksten Gründe der einen Seite, mit Zahlen zu Geld, Zeit und Risiko.',
          '**Dagegen:** die stärksten Gründe der anderen Seite, ebenso mit Zahlen.',
          '**Was beide wollen:** das gemeinsame Ziel, das in beiden Positionen steckt.',
          '**Vorschlag für den Termin:** wer entscheidet, bis wann, und welche Zahl vorher noch fehlt.',
        ],
        question: 'Welche Zahl fehlt dir noch, damit das Memo trägt?',
      },
      faq: {
        intro: 'Eine kurze FAQ, damit alle dieselbe Antwort hören (die Antworten stimmt ihr vorher gemeinsam ab):',
        items: [
          '„Was ändert sich genau, und ab wann?“ Eine Antwort in einem Satz, mit Datum.',
          '„Warum machen wir das?“ Der eine Grund, den ihr beide vertretet.',
          '„Was heißt das für mich?“ Arbeitszeit, Erreichbarkeit, Gehalt: was gleich bleibt und was nicht.',
          '„Was, wenn es nicht funktioniert?“ Wann ihr es prüft und woran ihr es messt.',
          '„An wen wende ich mich?“ Eine Person, damit es keine zwei Antworten gibt.',
        ],
        question: 'Welche Frage hört ihr im Moment am häufigsten?',
      },
      timeline: {
        intro: (when) => `Ein Zeitplan mit klaren Übergaben, zum Verschicken${when ? ` (Start ${when})` : ''}:`,
        items: [
          '**Lieferung:** wer was liefert (Inhalte, Freigaben), jeweils mit Datum und einem Namen.',
          '**Rückmeldung:** zwei Werktage nach jeder Lieferung; ohne Rückmeldung gilt sie als freigegeben.',
          '**Puffer:** eine Woche vor dem Start, für alles, was zu spät kommt.',
          '**Start:** verschiebt sich um so viele Tage, wie eine Lieferung zu spät kam, und das steht von Anfang an im Plan.',
        ],
        question: 'Welches Datum ist für dich nicht verschiebbar?',
      },
    },
    pointers: {
      intro: 'Drei Punkte, auf die ich an deiner Stelle achten würde:',
      proposal: (proposal) =>
        `Bring deinen Vorschlag (${proposal}) als Angebot ein, nicht als fertige Entscheidung, und frag, was der anderen Seite daran fehlt.`,
      wish: (wish) => `Sag klar, worum es dir geht (${wish}), als Ich-Botschaft und ohne *immer* und *nie*.`,
      listen: 'Hör zuerst zu und fass in eigenen Worten zusammen, was du gehört hast, bevor du antwortest.',
      when: (when) =>
        `Plan ${when} genug Zeit ein, nicht zwischen zwei Terminen, und halte am Ende fest, wer was bis wann macht.`,
      close: 'Halte am Ende fest, wer was bis wann macht, und vereinbart einen Termin, an dem ihr nachhaltet.',
    },
    nextStep: {
      plan: (plan) => `Dein nächster Schritt ist der, den du schon genannt hast: „${plan}“.`,
      wish: (dative, wish, when) =>
        `Dein nächster Schritt: ${dative} ${when ? `${when} ` : ''}ein ruhiges Gespräch vorschlagen, in dem es um genau einen Punkt geht: ${wish}.`,
      plain: (dative, when) =>
        `Dein nächster Schritt: ${dative} ${when ? `${when} ` : ''}ein ruhiges Gespräch unter vier Augen vorschlagen, mit genau einem Punkt.`,
      prepare:
        'Schreib dir vorher den ersten Satz auf und überleg, was du tust, wenn das Gespräch anders läuft als gehofft.',
      after:
        'Das Gespräch hat schon stattgefunden, das ist ein wichtiger Schritt. Jetzt geht es darum, dass es trägt: Haltet in zwei, drei Sätzen schriftlich fest, wer was bis wann macht, und vereinbart einen Termin in zwei bis drei Wochen, an dem ihr schaut, ob es funktioniert.',
      afterBadly:
        'Dass das Gespräch schlecht lief, heißt nicht, dass es gescheitert ist. Lass ein, zwei Tage vergehen und sprich dann mit jeder Person einzeln darüber, was ihr gefehlt hat und was sie für einen zweiten Anlauf bräuchte. Bewegt sich auch dann nichts, kann eine Mediatorin oder ein Mediator helfen.',
      afterQuestions: [
        'Was habt ihr konkret vereinbart, und was ist noch offen?',
        'Wie ging es dir nach dem Gespräch?',
      ],
      afterBadlyQuestions: ['Mit wem willst du als Erstes noch einmal sprechen, und wann?'],
      before: (opening, when) =>
        [
          'Dann bereiten wir das Gespräch vor:',
          `1. **Einstieg:** _${opening}_`,
          '2. **Fragen:** Frag zuerst nach der Sicht deines Gegenübers und hör zu, bevor du deinen Vorschlag machst, etwa: „Wie siehst du das?“ und „Was bräuchtest du, damit das für dich passt?“',
          `3. **Wann:** ${when ? `${when.charAt(0).toUpperCase()}${when.slice(1)}, wie du es vorhast: ` : ''}ein ruhiger Moment unter vier Augen mit einer halben Stunde Zeit, nicht zwischen zwei Terminen und nicht direkt nach einem Streit.`,
        ].join('\n'),
      beforeQuestions: [
        'Wann und wo willst du das Gespräch führen?',
        'Was willst du nach dem Gespräch auf jeden Fall geklärt haben?',
      ],
    },
    topicFollowUp: {
      money: 'Worum geht es beim Geld genau: Gehälter, Ausgaben oder Anteile?',
      salary: 'Was genau ist beim Gehalt strittig: die Höhe, ab wann es gezahlt wird oder wer wie viel bekommt?',
      roles: 'Bei welcher Aufgabe oder Entscheidung kommt ihr euch am meisten in die Quere?',
      commitment: 'Woran merkst du den unterschiedlichen Einsatz im Alltag am deutlichsten?',
      equity: 'Worum geht es bei den Anteilen genau: die Verteilung, Vesting oder jemand, der geht?',
    },
    situation: {
      'active-listening': {
        frame:
          'Hier geht es ums Gehörtwerden: Wer sich nicht verstanden fühlt, wiederholt seine Punkte lauter, und jedes Gespräch wird zum Schlagabtausch.',
        question: 'In welchem Gespräch zuletzt hattest du am stärksten das Gefühl, dass deine Sicht gar nicht ankommt?',
      },
      'i-messages': {
        frame: 'Es geht darum, Kritik so auszusprechen, dass sie ankommt und nicht als Angriff gelesen wird.',
        question: 'Welcher Satz, den du sagen willst, klingt im Moment am meisten nach einem Vorwurf?',
      },
      'nonviolent-communication': {
        frame: 'Du suchst eine Art zu sprechen, die deutlich ist, ohne zu verletzen.',
        question: 'Welches Bedürfnis steckt bei dir hinter dem, was dich gerade stört?',
      },
      'interests-not-positions': {
        frame:
          'Hier stehen sich zwei Positionen gegenüber; darunter liegen meist Interessen, die sich besser vereinbaren lassen als die Positionen selbst.',
        question: 'Was ist der anderen Seite an ihrer Position vermutlich am wichtigsten?',
      },
      batna: {
        frame: 'Du wägst ab, was passiert, wenn keine Einigung zustande kommt.',
        question: 'Was wäre deine beste Alternative, wenn es zu keiner Einigung kommt?',
      },
      'prepare-conversation': {
        frame:
          'Vor dir liegt ein Gespräch, das gut vorbereitet sein will, damit es nicht beim Austausch von Vorwürfen bleibt.',
        question: 'Was soll am Ende dieses Gesprächs auf jeden Fall geklärt sein?',
      },
      glasl: {
        frame:
          'Der Konflikt hat sich verhärtet: Es geht nicht mehr nur um die Sache, sondern auch darum, wer recht behält.',
        question: 'Was müsste passieren, damit wieder über die Sache statt übereinander gesprochen wird?',
      },
      mediation: {
        frame:
          'Allein scheint es gerade nicht weiterzugehen, und eine neutrale Person von außen könnte den Knoten lösen.',
        question: 'Wen würden beide Seiten als neutral akzeptieren, intern oder von außen?',
      },
      roles: {
        frame:
          'Das ist eine Frage unklarer Rollen: Solange nicht feststeht, wer wofür zuständig ist und wer was entscheidet, handelt jeder nach eigenem Ermessen und die anderen fühlen sich übergangen.',
        question:
          'Ist irgendwo festgehalten, wer für diesen Bereich zuständig ist und was diese Rolle allein entscheiden darf?',
      },
      'decision-rights': {
        frame: 'Hier fehlt eine klare Regel, wer was entscheidet und was passiert, wenn man sich nicht einig wird.',
        question: 'Welche Entscheidung steht als nächste an, und wer sollte dabei das letzte Wort haben?',
      },
      'equity-vesting': {
        frame:
          'Das ist eine Frage der Fairness bei den Anteilen: Die Aufteilung von damals passt nicht mehr zu dem, was heute jede Seite beiträgt.',
        question: 'Was wurde bei der Aufteilung damals vereinbart, und gibt es schon ein Vesting mit Cliff?',
      },
      commitment: {
        frame:
          'Hier geht es um ungleichen Einsatz: Eine Seite zieht sich zurück, die andere trägt die Last, und solange es unausgesprochen bleibt, wächst der Frust.',
        question:
          'Was glaubst du, steckt hinter dem Rückzug: ein anderes Projekt, private Gründe oder Zweifel an der Firma?',
      },
      'working-styles': {
        frame:
          'Hier prallen zwei Arbeitsweisen aufeinander: Keine ist falsch, aber ohne Absprache reibt sich jede an der anderen.',
        question: 'Bei welcher Aufgabe stoßen die beiden Arbeitsweisen am häufigsten zusammen?',
      },
      'conflict-styles': {
        frame:
          'Du beschreibst ein Muster, wie du mit Konflikten umgehst, und es kostet dich inzwischen mehr, als es schützt.',
        question: 'In welcher Situation würdest du beim nächsten Mal gern anders reagieren als bisher?',
      },
      values: {
        frame:
          'Dahinter stehen unterschiedliche Werte: Solche Konflikte entscheidet kein Argument, wohl aber gemeinsame Leitplanken.',
        question: 'Welcher Wert ist dir in dieser Frage so wichtig, dass du ihn nicht verhandeln willst?',
      },
      'money-salary': {
        frame: 'Es geht ums Geld und um das, wofür es steht: Anerkennung, Sicherheit und Fairness.',
        question:
          'Nach welchem Kriterium sollten die Gehälter aus deiner Sicht festgelegt werden: Runway, Rolle oder persönlicher Bedarf?',
      },
      exit: {
        frame:
          'Hier geht es um die Zukunft der Firma selbst: Eine Seite will raus oder verkaufen, die andere will weitermachen.',
        question:
          'Was zieht die andere Seite zum Verkauf oder Ausstieg: das Geld, Erschöpfung oder Zweifel an der Zukunft?',
      },
      trust: {
        frame:
          'Hier ist Vertrauen beschädigt: Am schwersten wiegt oft nicht der einzelne Vorfall, sondern das Gefühl, sich nicht mehr verlassen zu können.',
        question: 'Was bräuchtest du konkret, um wieder vertrauen zu können?',
      },
      meetings: {
        frame: 'Das Meeting erfüllt seinen Zweck nicht mehr: Wenige reden, die anderen schalten ab.',
        question: 'Was müsste an Ablauf oder Agenda anders sein, damit alle zu Wort kommen?',
      },
      silence: {
        frame:
          'Hier wird geschwiegen, wo gesprochen werden müsste: Was nicht offen gesagt wird, arbeitet im Hintergrund weiter.',
        question: 'Was hält die Beteiligten davon ab, offen auszusprechen, was sie denken?',
      },
      workload: {
        frame: 'Die Last ist ungleich verteilt, und was als Ausnahme begann, ist zur Regel geworden.',
        question: 'Welche Aufgabe müsste als erste von diesem Stapel runter, damit es spürbar leichter wird?',
      },
      feedback: {
        frame: 'Es geht um Feedback, das nicht so angekommen ist, wie es gemeint war.',
        question: 'Was genau soll sich nach dem Feedback ändern, in einem Satz gesagt?',
      },
      emotions: {
        frame: 'Die Gefühle sind hochgekocht, und die Stimmung danach belastet inzwischen mehr als der Anlass.',
        question: 'Was hat den Ausbruch ausgelöst, und ist er seitdem in Ruhe angesprochen worden?',
      },
      costs: {
        frame: 'Der Konflikt kostet schon jetzt: Zeit, Energie und vielleicht Leute.',
        question: 'Welche Kosten spürst du am deutlichsten: Zeit, Stimmung oder Geld?',
      },
      'remote-hybrid': {
        frame:
          'Die Distanz verstärkt den Konflikt: Was im Büro nebenbei geklärt wird, fällt remote weg, und Missverständnisse bleiben länger stehen.',
        question: 'Welche Absprache zu Erreichbarkeit oder festen Calls fehlt im Moment am meisten?',
      },
      'feedback-hurts': {
        frame:
          'Die Kritik hat getroffen, nicht nur durch ihren Inhalt, sondern durch die Art und den Rahmen, in dem sie kam.',
        question: 'Was wiegt schwerer: der Inhalt der Kritik oder die Art, wie und vor wem sie geäußert wurde?',
      },
      underperformance: {
        frame: 'Hier geht es um Leistung, die hinter den Zusagen zurückbleibt, und andere gleichen das still aus.',
        question: 'Ist der Person klar, was konkret von ihr erwartet wird und bis wann?',
      },
      strategy: {
        frame:
          'Das ist ein Streit über die Richtung: Beide Seiten wollen, dass die Firma Erfolg hat, sehen den Weg dahin aber verschieden.',
        question:
          'Welche Annahme über Markt oder Kunden steckt hinter jeder der beiden Richtungen, und wie ließe sie sich prüfen?',
      },
      'hiring-budget': {
        frame: 'Hier geht es um Budget und Einstellungen: Wachstum gegen Sicherheit, beides mit guten Gründen.',
        question: 'An welcher Kennzahl ließe sich die Entscheidung festmachen, etwa Umsatz oder Runway?',
      },
      'investor-pressure': {
        frame: 'Ein Investor übt Druck aus, und dahinter steht die Frage, wer die Firma eigentlich steuert.',
        question: 'Was genau erwartet der Investor, und was davon ist vertraglich vereinbart, was nur sein Wunsch?',
      },
      'early-employee': {
        frame:
          'Hier geht es um die Rolle eines frühen Teammitglieds: Wer von Anfang an dabei war, fühlt sich oft mitverantwortlich, auch wenn die Rollen inzwischen andere sind.',
        question: 'Welche Rolle und welche Mitsprache wurden dieser Person im Lauf der Zeit ausdrücklich zugesagt?',
      },
      'culture-language': {
        frame:
          'Hier treffen verschiedene Kommunikationskulturen aufeinander: Was für die einen sachlich direkt ist, klingt für andere schroff.',
        question: 'Gibt es im Team schon eine ausgesprochene Absprache, wie direkt Kritik geäußert wird?',
      },
      friendship: {
        frame:
          'Freundschaft und Firma sind ineinander geraten: Jeder Streit über das Geschäft trifft auch die Beziehung.',
        question: 'Welche Regel könnte helfen, Firmenthemen und Freundschaft auseinanderzuhalten?',
      },
      // The other direction of a case (situation-fit.ts, frameFor): its own frame and question.
      'exit/leaving': {
        frame:
          'Du denkst darüber nach, selbst auszusteigen. Dabei helfen zwei getrennte Fragen: ob du gehst, und wie ihr es so regelt, dass die Firma und eure Beziehung es gut überstehen.',
        question:
          'Wie sicher bist du dir schon: Ist der Ausstieg entschieden, oder suchst du noch, was dich halten könnte?',
      },
      'exit/split': {
        frame:
          'Die Trennung ist frisch, und jetzt zählen die nächsten Tage: was das Team erfährt, wer was übernimmt und was mit Anteilen, Zugängen und Verträgen passiert.',
        question:
          'Was muss diese Woche als Erstes geklärt werden: was das Team erfährt, die Übergabe oder die Anteile?',
      },
      'underperformance/accused': {
        frame:
          'Hier stehst du selbst in der Kritik. Bevor es um Recht oder Unrecht geht, hilft es, den Vorwurf genau zu verstehen und zu trennen, was davon zutrifft und was nicht.',
        question: 'Was genau wird dir vorgeworfen, und welcher Teil davon trifft aus deiner Sicht zu, welcher nicht?',
      },
      'i-messages/accused': {
        frame:
          'Hier stehst du selbst in der Kritik. Bevor es um Recht oder Unrecht geht, hilft es, den Vorwurf genau zu verstehen und zu trennen, was davon zutrifft und was nicht.',
        question: 'Was genau wird dir vorgeworfen, und welcher Teil davon trifft aus deiner Sicht zu, welcher nicht?',
      },
      'mediation/tried': {
        frame:
          'Hilfe von außen gab es schon, und die Wirkung hat nicht gehalten. Dann lohnt der Blick darauf, was nach den Sitzungen gefehlt hat: verbindliche Vereinbarungen, ein fester Folgetermin, jemand, der nachhält.',
        question: 'Was wurde damals vereinbart, und woran ist es danach im Alltag gescheitert?',
      },
      'glasl/silent': {
        frame:
          'Das Gespräch ist abgerissen: Wer nicht mehr miteinander redet, füllt die Lücke mit Vermutungen, und der Konflikt wächst im Stillen weiter.',
        question: 'Wo gibt es im Moment überhaupt noch direkten Kontakt, und worüber wird dann noch gesprochen?',
      },
      'commitment/unequal': {
        frame:
          'Hier ist der Einsatz ungleich verteilt, und solange das niemand ausspricht, wächst der Frust bei denen, die mehr tragen. Ein nächster Schritt: Sprich es bald in einem ruhigen Moment unter vier Augen an, mit dem, was du beobachtest, statt mit einem Urteil, etwa: _Mir fällt auf, dass die Arbeit gerade ungleich verteilt ist, und das beschäftigt mich. Lass uns besprechen, wer was realistisch übernehmen kann._',
        question: 'An welcher konkreten Aufgabe zeigt sich das Ungleichgewicht am deutlichsten?',
      },
      'emotions/held': {
        frame:
          'Hier staut sich etwas an, das noch niemand ausgesprochen hat, und mit der Zeit färbt es jede Kleinigkeit. Ein nächster Schritt: Sprich es an, solange es noch klein ist, unter vier Augen und an einem konkreten Beispiel, etwa: _Mich beschäftigt etwas schon länger, als ich gezeigt habe, und ich sage es lieber offen, bevor es zwischen uns steht._',
        question: 'Welcher konkrete Moment hat dich zuletzt am meisten geärgert?',
      },
      'mediation/lead': {
        frame:
          'Du siehst den Konflikt zwischen den beiden von außen, und solange niemand etwas sagt, richtet sich das Team darum herum ein. Ein nächster Schritt: Sprich in den nächsten Tagen mit jeder Person einzeln, beschreib, was du beobachtest, ohne zu werten, und frag, was sie braucht; danach ein gemeinsames Gespräch, das du leitest.',
        question: 'Mit wem der beiden würdest du zuerst sprechen, und warum?',
      },
      'friendship/family': {
        frame:
          'Familie und Firma laufen hier ineinander: Was im Job hakt, landet am Esstisch, und was in der Familie gilt, wirkt im Büro weiter. Ein nächster Schritt: Trennt die Rollen sichtbar, mit einem festen Termin für Firmenthemen und einer Absprache, was außerhalb der Firma nicht besprochen wird; sprich das unter vier Augen an, nicht vor dem Team oder der Familie.',
        question: 'Welche Rolle hat die Person in der Firma, und ist sie irgendwo schriftlich festgehalten?',
      },
      'decision-rights/alone': {
        frame:
          'Hier wurde allein entschieden, was auch dich betrifft, und du hast es erst hinterher erfahren. Ein nächster Schritt: Trenn im Gespräch die Entscheidung selbst vom Weg dorthin und sprich zuerst den Weg an, etwa: _Mir geht es weniger um die Sache als darum, dass ich es erst hinterher erfahren habe. Ich möchte künftig vorher einbezogen werden, wenn es mich betrifft._',
        question: 'Welche Art von Entscheidung sollte künftig nicht mehr ohne dich fallen?',
      },
      'commitment/absent': {
        frame:
          'Hier ist jemand kaum noch da, auch ohne offenen Streit: Wer sich still zurückzieht, hinterlässt Lücken, und wer sie füllt, trägt die Last meist wortlos und mit wachsendem Frust.',
        question:
          'Hast du das Fehlen schon direkt angesprochen, oder wartest du noch, ob es sich von selbst wieder gibt?',
      },
    },
    carried: (task) => `Dabei trägst du ${task} gerade allein.`,
    restated: {
      opening: 'So wie ich es verstehe: {clause}.',
      party: 'Was davon ist dir am wichtigsten, wenn du mit {party} darüber sprichst?',
      plain: 'Was davon ist dir am wichtigsten, wenn du das ansprichst?',
      outcome: 'Was wäre für dich ein gutes Ergebnis, und was müsste {party} dafür tun?',
      outcomePlural: 'Was wäre für dich ein gutes Ergebnis, und was müssten {party} dafür tun?',
      aim: 'Was, glaubst du, will {party} damit erreichen?',
      aimPlural: 'Was, glaubst du, wollen {party} damit erreichen?',
      together: 'Was wäre für dich ein gutes Ergebnis, und worauf müsstest du dich dafür mit {party} einigen?',
      clientOutcome: 'Was wäre für {client} ein gutes Ergebnis, und was müsste {party} dafür tun?',
      clientOutcomePlural: 'Was wäre für {client} ein gutes Ergebnis, und was müssten {party} dafür tun?',
      client: { female: 'deine Klientin', male: 'deinen Klienten' },
      thought: {
        want: 'Beim Thema {topic} steht also eine Entscheidung an, und oft ist der eigentliche Streit, wer sie trifft und woran sie gemessen wird, mehr als die Sache selbst.',
        act: 'Beim Thema {topic} geht es also um mehr als einen Einzelfall: um die Frage, was vorher abgesprochen wird und wer mitredet.',
        whether:
          'Offen ist also die Frage, {topic}, und oft liegt der eigentliche Streit darin, woran ihr die Antwort messt, mehr als in der Sache selbst.',
      },
      ask: {
        want: {
          one: 'Was müsste beim Thema {topic} für dich erfüllt sein, damit du mitgehen kannst, und was davon weiß {party} schon?',
          several:
            'Was müsste beim Thema {topic} für dich erfüllt sein, damit du mitgehen kannst, und was davon wissen {party} schon?',
        },
        act: {
          one: 'Was müsste sich beim Thema {topic} ändern, damit es für dich passt, und was müsste {party} dafür anders machen?',
          several:
            'Was müsste sich beim Thema {topic} ändern, damit es für dich passt, und was müssten {party} dafür anders machen?',
        },
        lead: {
          one: 'Was müsste beim Thema {topic} geklärt sein, damit es wieder läuft, und was davon entscheidest du selbst?',
          several:
            'Was müsste beim Thema {topic} geklärt sein, damit es wieder läuft, und was davon entscheidest du selbst?',
        },
        whether: {
          one: 'Woran würdest du festmachen, {topic}, und was davon weiß {party} schon?',
          several: 'Woran würdest du festmachen, {topic}, und was davon wissen {party} schon?',
        },
        pair: {
          one: 'Was müsste sich beim Thema {topic} ändern, damit es für euch beide passt, und was davon kannst du selbst anstoßen?',
          several:
            'Was müsste sich beim Thema {topic} ändern, damit es für euch beide passt, und was davon kannst du selbst anstoßen?',
        },
        alone: {
          one: 'Was müsste sich beim Thema {topic} ändern, damit es für dich passt, und mit wem willst du das als Erstes besprechen?',
          several:
            'Was müsste sich beim Thema {topic} ändern, damit es für dich passt, und mit wem willst du das als Erstes besprechen?',
        },
      },
      aboutWhom: {
        thought: 'Es geht also um {party}, und was zwischen euch passiert ist, hast du mir noch nicht erzählt.',
        question: 'Was hat {party} zuletzt getan oder gesagt, das dich jetzt schreiben lässt?',
      },
      settingOnly: {
        thought:
          'Gut, dass du zuerst erzählst, wo du stehst: So kann ich besser einordnen, was zwischen dir und {name} los ist.',
        question: 'Worum geht es gerade zwischen dir und {name}?',
      },
      onTopic: {
        one: 'Was müsste beim Thema {topic} für dich geklärt sein, und was davon weiß {party} schon?',
        several: 'Was müsste beim Thema {topic} für dich geklärt sein, und was davon wissen {party} schon?',
        alone: 'Was müsste beim Thema {topic} für dich geklärt sein, und mit wem willst du das als Erstes besprechen?',
        lead: 'Was müsste beim Thema {topic} geklärt sein, damit es wieder läuft, und was davon entscheidest du selbst?',
      },
    },
    added: {
      worry: 'Was spricht dafür, dass {worry}, und was könntest du vorher sagen, damit es nicht so kommt?',
      decision: 'Was machst du als Erstes, {decision}, und wer sollte vorher davon wissen?',
      person: {
        one: 'Welche Rolle spielt {party} in der Sache, und was würdest du dir da wünschen?',
        several: 'Welche Rolle spielen {party} in der Sache, und was würdest du dir da wünschen?',
      },
      amount: 'Was bedeuten die {amount} für dich, und wie bringst du sie ins Gespräch ein?',
      attempt: {
        parties:
          'Was glaubst du, warum dein Versuch bei der anderen Seite nicht angekommen ist, und was würdest du beim nächsten Mal anders machen?',
        history:
          'Woran ist es beim letzten Versuch gescheitert, glaubst du, und was würdest du beim nächsten Mal anders machen?',
        escalation:
          'Was ist bei diesem Versuch zwischen euch schiefgelaufen, und was würdest du beim nächsten Anlauf anders angehen?',
        interests:
          'Was war dir bei diesem Versuch eigentlich wichtig, und was würdest du beim nächsten Mal anders machen?',
        options: 'Was würdest du nach diesem Versuch beim nächsten Mal anders machen, und welche Wege siehst du dafür?',
      },
      deadline: {
        parties: 'Wer muss {deadline} mitentscheiden, und was muss bis dahin unbedingt geklärt sein?',
        history: 'Was ist bis jetzt schon geklärt, und was muss {deadline} unbedingt noch geklärt sein?',
        escalation:
          'Wie sehr setzt euch die Frist {deadline} unter Druck, und was muss bis dahin unbedingt geklärt sein?',
        interests: 'Was muss {deadline} unbedingt geklärt sein, und was kann auch danach noch kommen?',
        options: 'Welche Wege gibt es, das {deadline} zu klären, und was kann auch danach noch kommen?',
      },
      constraint: {
        parties: 'Wer könnte daran etwas ändern, und was liegt trotzdem in deiner Hand?',
        history: 'Was hast du innerhalb dieser Grenzen schon versucht, und was liegt trotzdem in deiner Hand?',
        escalation: 'Wie sehr belastet euch diese Grenze im Moment, und was liegt trotzdem in deiner Hand?',
        interests:
          'Was ist dir wichtig, auch wenn du daran gerade nichts ändern kannst, und was liegt trotzdem in deiner Hand?',
        options: 'Was liegt trotzdem in deiner Hand, auch wenn du daran gerade nichts ändern kannst?',
      },
      thing: {
        parties: 'Wer redet beim Thema {thing} noch mit, und wie sieht die andere Seite das?',
        history: 'Was ist beim Thema {thing} bisher passiert, und was hast du davon schon angesprochen?',
        escalation: 'Wie sehr heizt das Thema {thing} euren Streit gerade an, und was würde es beruhigen?',
        interests: 'Was ist dir beim Thema {thing} wirklich wichtig, und was vermutest du bei der anderen Seite?',
        options: 'Welche Lösung kannst du dir beim Thema {thing} vorstellen, und was davon kannst du selbst anstoßen?',
      },
      ahead: {
        parties: 'Was passiert {time} genau, und wer muss bis dahin mitreden?',
        history: 'Was passiert {time} genau, und was hast du bis dahin schon angesprochen?',
        escalation: 'Was passiert {time} genau, und wie angespannt wird es bis dahin zwischen euch?',
        interests: 'Was passiert {time} genau, und was muss bis dahin für dich geklärt sein?',
        options: 'Was passiert {time} genau, und was davon kannst du bis dahin selbst vorbereiten?',
      },
      time: {
        parties: 'Was hat sich {time} zwischen euch verändert, und wie sieht die andere Seite das?',
        history: 'Was ist {time} alles passiert, und was hast du davon schon angesprochen?',
        escalation: 'Wie hat sich die Stimmung {time} entwickelt, und was würde sie jetzt beruhigen?',
        interests: 'Was hat dich an dem, was {time} passiert ist, am meisten getroffen, und was ist dir jetzt wichtig?',
        options: 'Was müsste sich nach dem, was {time} passiert ist, ändern, und was davon kannst du selbst anstoßen?',
      },
      wish: {
        parties: 'Wer müsste mitziehen, damit du {wish} kannst, und wie sieht die andere Seite das?',
        history: 'Was stand dem bisher im Weg, dass du {wish} kannst, und was hast du davon schon angesprochen?',
        escalation: 'Wie sehr steht euer Streit dem im Weg, dass du {wish} kannst, und was würde ihn beruhigen?',
        interests: 'Was macht es dir so wichtig, dass du {wish} kannst, und was vermutest du bei der anderen Seite?',
        options:
          'Was wäre ein erster kleiner Schritt, damit du {wish} kannst, und was davon kannst du selbst anstoßen?',
      },
      refusal: {
        parties: 'Was vermutest du, was hinter diesem Nein steckt, und wie sieht die andere Seite die Sache?',
        history: 'Wie kam es zu diesem Nein, und was davon hast du schon angesprochen?',
        escalation:
          'Wie sehr verhärtet dieses Nein die Fronten gerade, und was würde es der anderen Seite leichter machen, sich zu bewegen?',
        interests: 'Was könnte die andere Seite mit diesem Nein schützen wollen, und was ist dir dabei wichtig?',
        options: 'Was könnte es der anderen Seite leichter machen, sich doch zu bewegen, und was davon liegt bei dir?',
      },
    },
    corrected: {
      ack: 'Danke, dass du das richtigstellst, da hatte ich dich falsch verstanden.',
      basis: 'Also richtig: {clause}.',
    },
    ownState: {
      shift: 'Nach so einer Schicht ist das viel auf einmal, und nichts davon muss heute noch entschieden werden.',
      sleep: 'Mit so wenig Schlaf wiegt so etwas doppelt, und nichts davon muss heute noch entschieden werden.',
      drained:
        'Du klingst ziemlich erschöpft, und das darf hier Platz haben: Nichts davon muss heute noch entschieden werden.',
    },
    roleSteps: {
      employee:
        'Unter Kolleginnen und Kollegen musst du das nicht allein ausgleichen: Sprich es zuerst direkt und sachlich an, und wenn sich nichts ändert, im nächsten 1:1 mit deiner Führungskraft, an konkreten Beispielen und mit dem Vorschlag einer Team-Absprache, wer was übernimmt.',
      lead: 'Als Führungskraft ist das ein Fall für ein Feedbackgespräch unter vier Augen: Beschreib, was du beobachtest, frag nach den Gründen und vereinbart konkrete Erwartungen mit einem Termin, an dem ihr gemeinsam draufschaut.',
      investor:
        'Als Investorin oder Investor wirkst du am besten über die vereinbarten Wege: Sprich es zuerst direkt mit den Gründern an und mach es dann zum Thema im nächsten Board-Meeting oder in den Updates, mit klaren Erwartungen statt Eingriffen ins Tagesgeschäft.',
      hr: 'Im HR hilft es, zuerst mit jeder Seite einzeln zu sprechen und die zuständige Führungskraft einzubeziehen, bevor ihr gemeinsam eine klare Absprache trefft, wer was übernimmt.',
    },
    stateOnly: {
      ack: 'Das klingt nach einer Zeit, die dich viel Kraft gekostet hat, und das darf hier einfach so stehen. Nichts davon muss heute noch gelöst werden.',
      questions: [
        'Was würde dir in den nächsten Tagen am meisten Luft verschaffen?',
        'Gibt es etwas Bestimmtes, das dir gerade am meisten Kraft nimmt, oder ist es einfach die Menge?',
        'Was könnte dir diese Woche jemand abnehmen?',
      ],
    },
    closing: {
      thanks: (plan) =>
        plan
          ? `Gern. Du hast deinen Plan: „${plan}“. Wenn du magst, bereiten wir hier noch den ersten Satz oder einen Plan B vor, sonst komm gern wieder, wenn das Gespräch gelaufen ist.`
          : 'Gern. Wenn du magst, machen wir hier weiter, wann immer du so weit bist, oder du kommst wieder, wenn sich etwas Neues ergibt.',
      plain:
        'Gern. Nimm mit, was dir heute klarer geworden ist, und such dir einen ruhigen Moment für das Gespräch. Wenn du magst, komm wieder, wenn es gelaufen ist oder sich etwas Neues ergibt. Viel Erfolg!',
      withPlan: (plan) =>
        `Gern. Du nimmst mit: „${plan}“. Wenn du magst, komm wieder, wenn das Gespräch gelaufen ist oder sich etwas Neues ergibt. Viel Erfolg!`,
      step: (kind, when) => {
        const at = when ? ` ${when}` : '';
        const done = {
          send: `Dann viel Erfolg beim Abschicken${at}.`,
          post: `Dann viel Erfolg beim Posten${at}.`,
          talk: `Dann viel Erfolg beim Gespräch${at}.`,
          book: `Dann viel Erfolg beim Buchen${at}.`,
          other: `Mach das so${at}, das klingt gut.`,
        }[kind];
        return `Gern. ${done} Wenn du magst, erzähl mir danach, wie es gelaufen ist.`;
      },
    },
    thanks: 'Gern.',
    pointsIntro: (title) => `Zu **${title}** ein paar Anhaltspunkte:`,
    tipIntro: (title) => `**${title}:**`,
    toolHint: (label, path) => `Wenn du magst, hilft dir dabei unser Werkzeug [${label}](${path}).`,
    mediatorHint: (stage, stageName) =>
      `Was du beschreibst, erinnert an Stufe ${stage} nach Glasl („${stageName}“), als Orientierung, nicht als Diagnose. Ab dieser Stufe kann eine Mediatorin oder ein Mediator viel bewirken.`,
    memory: (summary, date) => `Beim letzten Mal${date ? ` (${date})` : ''} ging es um: ${summary}`,
    results: {
      analysis: (category, stage, stageName) =>
        `Deine Analyse zeigte den Schwerpunkt bei **${category}** und eine Eskalation etwa auf Stufe ${stage} („${stageName}“).`,
      style: (dominant, leastUsed) =>
        `Dein Konfliktstil-Test zeigte **${dominant}** als stärksten Stil und **${leastUsed}** als den, den du am wenigsten nutzt.`,
      values: (top) => `Dein Werte-Radar zeigte dir besonders wichtige Werte: **${top}**.`,
    },
    questions: {
      situation: [
        q(
          'Magst du ein konkretes Beispiel erzählen: Wann ist dir das zuletzt begegnet, und was ist da genau passiert?',
        ),
        q('Was beschäftigt dich daran gerade am meisten?'),
        q('Woran hast du gemerkt, dass aus einer Meinungsverschiedenheit ein Konflikt geworden ist?', 'conflict'),
      ],
      parties: [
        q(
          'Wer ist an dem Konflikt beteiligt, und wie war eure Beziehung, bevor es schwierig wurde?',
          'party',
          'conflict',
        ),
        q('Wer ist außer euch noch betroffen, etwa das Team, Investoren oder Kunden?', 'party'),
        q(
          'Wie würdest du euer Verhältnis beschreiben, wenn es gerade nicht um den Streitpunkt geht?',
          'party',
          'conflict',
        ),
      ],
      history: [
        q('Was habt ihr schon versucht, um das zu klären, und was ist dabei passiert?', 'party'),
        q('Habt ihr schon einmal offen über diesen Punkt gesprochen, und wie lief das?', 'party'),
        q('Seit wann gibt es diese Spannung, und was hast du bisher dagegen getan?'),
      ],
      escalation: [
        q(
          'Wie redet ihr im Moment miteinander: noch sachlich, eher mit Vorwürfen oder kaum noch?',
          'twoSided',
          'party',
        ),
        q('Haben sich schon Lager gebildet, oder sucht jemand Verbündete im Team?', 'heated'),
        q('Was ist das Heftigste, das zwischen euch bisher passiert ist?', 'heated', 'party'),
      ],
      interests: [
        q('Was ist dir in dieser Sache wirklich wichtig, jenseits dessen, was du forderst?', 'party'),
        q('Welches Bedürfnis steckt für dich hinter diesem Streit?', 'party', 'conflict'),
        q('Woran würdest du merken, dass der Konflikt gut gelöst ist?', 'conflict'),
      ],
      options: [
        q('Welche Möglichkeiten siehst du, die für euch beide passen könnten?', 'twoSided', 'party'),
        q('Wenn ihr in einem halben Jahr gut zusammenarbeitet: Was habt ihr dann anders gemacht?', 'twoSided', 'party'),
        q('Was wäre ein kleiner Schritt, der für beide Seiten fair wäre?', 'twoSided'),
      ],
      next_step: [
        q('Was ist dein nächster konkreter Schritt, und bis wann willst du ihn gehen?'),
        q('Wann und wo könntest du das Gespräch suchen, und mit welchem ersten Satz?'),
      ],
    },
    partyQuestions: {
      parties: [q('Wie würde {party} die Lage wohl beschreiben?')],
      history: [q('Weiß {party} schon, wie es dir damit geht, und was kam bisher zurück?', 'party')],
      interests: [q('Was will {party} deiner Einschätzung nach im Kern erreichen?')],
      options: [q('Welche Lösung könnte {party} wohl gut mittragen?')],
      next_step: [q('Wann hätte {party} Zeit für ein ruhiges Gespräch mit dir, und wie würdest du beginnen?', 'party')],
    },
    topicQuestions: {
      situation: [q('Magst du ein konkretes Beispiel zum Thema {topic} erzählen: Was ist zuletzt passiert?')],
      parties: [q('Wer ist beim Thema {topic} außer dir beteiligt, und wie ist euer Verhältnis sonst?', 'party')],
      history: [q('Was habt ihr beim Thema {topic} schon versucht, und was ist dabei passiert?', 'party')],
      escalation: [
        q(
          'Wie sprecht ihr im Moment über das Thema {topic}: noch sachlich, eher mit Vorwürfen oder kaum noch?',
          'twoSided',
          'party',
        ),
      ],
      interests: [q('Was ist dir beim Thema {topic} im Kern wichtig, jenseits einer schnellen Lösung?')],
      options: [q('Welche Lösungen zum Thema {topic} kannst du dir vorstellen, die für alle Seiten passen?')],
      next_step: [q('Was ist dein nächster konkreter Schritt beim Thema {topic}, und bis wann willst du ihn gehen?')],
    },
    leadQuestions: {
      situation: [
        q('Was ist zwischen den beiden zuletzt passiert, an einem konkreten Beispiel?'),
        q('Woran merkst du im Alltag, dass der Konflikt das Team schon etwas kostet?'),
      ],
      parties: [
        q('Wie würden die beiden die Lage jeweils beschreiben, wenn du sie einzeln fragst?'),
        q('Wer im Team bekommt den Konflikt noch mit, und wie reagiert das Team darauf?'),
      ],
      history: [
        q('Was hast du in deiner Rolle schon unternommen, und wie haben die beiden reagiert?'),
        q('Haben die beiden schon einmal direkt miteinander darüber gesprochen, und wie lief das?'),
      ],
      escalation: [
        q('Wie reden die beiden im Moment miteinander: noch sachlich, eher mit Vorwürfen oder kaum noch?'),
        q('Ergreift schon jemand im Team Partei für eine der beiden Seiten?', 'heated'),
      ],
      interests: [
        q('Was braucht jede der beiden Seiten, um wieder gut zusammenzuarbeiten, jenseits ihrer Positionen?'),
        q('Was ist dir in deiner Rolle dabei wichtig, und wo ist deine Grenze?'),
      ],
      options: [
        q('Welche Lösung könnten beide mittragen, ohne dass eine Seite das Gesicht verliert?'),
        q('Was entscheidest du selbst, und was sollen die beiden untereinander klären?'),
      ],
      next_step: [
        q(
          'Wann sprichst du mit den beiden, und was sagst du zu Beginn, damit klar ist, dass du vermittelst und nicht urteilst?',
        ),
        q('Woran wirst du in zwei Wochen merken, dass sich zwischen den beiden etwas bewegt hat?'),
      ],
    },
    wrapUp: [
      q('Was brauchst du noch, damit dieser Schritt gelingt?'),
      q('Was könnte dich davon abhalten, und wie gehst du damit um?'),
      q('Wer oder was könnte dich dabei unterstützen?'),
      q('Woran wirst du merken, dass der Schritt etwas verändert hat?'),
      q(
        'Wie zuversichtlich bist du auf einer Skala von 1 bis 10, dass du diesen Schritt gehst, und was würde dich einen Punkt höher bringen?',
      ),
      q('Magst du den ersten Satz für das Gespräch hier einmal ausprobieren?'),
    ],
    easyQuestions: {
      situation: [
        q('Worum geht es im Kern: Geld, Rollen, Einsatz oder etwas anderes?'),
        q('Was ist zuletzt passiert, in einem Satz?'),
        q('Ist das eher neu, oder geht das schon länger so?'),
      ],
      parties: [
        q('Um wen geht es dabei vor allem?'),
        q('Wie habt ihr euch früher verstanden: gut, mittel oder schwierig?', 'party'),
        q('Kennt ihr euch schon lange?', 'twoSided', 'party'),
      ],
      history: [
        q('Habt ihr schon einmal darüber gesprochen, ja oder nein?', 'party'),
        q('Weiß die andere Seite, dass dich das stört?', 'twoSided', 'party'),
        q('Was war dein letzter Versuch, das zu klären?'),
      ],
      escalation: [
        q('Redet ihr im Moment noch normal miteinander?', 'twoSided', 'party'),
        q('Ist es zwischen euch eher laut oder eher still?', 'party'),
        q('Wie war euer letztes Gespräch, in einem Wort?', 'party'),
        q('Reden die beiden gerade noch miteinander, ja oder nein?', 'lead'),
      ],
      interests: [
        q('Was wäre für dich das Wichtigste dabei?'),
        q('Was soll sich als Erstes ändern?'),
        q('Worauf könntest du am wenigsten verzichten?'),
      ],
      options: [
        q('Was wäre schon eine kleine Verbesserung?'),
        q('Was hat früher einmal gut funktioniert?'),
        q('Welche Idee hast du schon verworfen?'),
      ],
      next_step: [
        q('Was könntest du diese Woche tun, auch etwas Kleines?'),
        q('Mit wem könntest du zuerst darüber reden?'),
        q('Welcher erste Satz würde sich für dich gut anfühlen?'),
      ],
    },
    planAck: [
      'Du hast schon einen Plan: „{quote}“. Das ist ein guter Ausgangspunkt.',
      'Gut, dass du schon weißt, was du tun willst: „{quote}“.',
      'Dein Plan steht: „{quote}“. Lass uns ihn gemeinsam durchgehen.',
    ],
    proposalAck: [
      'Das ist ein konkreter Vorschlag: „{quote}“.',
      'Dein Vorschlag: „{quote}“. Damit lässt sich arbeiten.',
      'Da liegt eine Idee auf dem Tisch: „{quote}“.',
    ],
    proposalQuestions: {
      weigh: [
        q('Was würde dieser Vorschlag für dich lösen, und was bliebe offen?'),
        q('Was wird {party} vermutlich dazu sagen?'),
        q('Was wird die andere Seite vermutlich dazu sagen?', 'twoSided'),
      ],
      bringUp: [q('Wie willst du ihn einbringen, damit er wie ein Angebot klingt und nicht wie eine Forderung?')],
    },
    generalAdvice:
      'Such ein ruhiges Gespräch unter vier Augen, mit genau einem Punkt. Sag, was du beobachtest und was es für dich bedeutet, als Ich-Botschaft, und hör dann zu, wie {party} es sieht. Haltet am Ende eine Regel für diesen einen Punkt schriftlich fest, mit einem Termin, an dem ihr prüft, ob sie trägt.',
    planQuestions: {
      when: [q('Wann genau willst du das machen, und wie sorgst du dafür, dass ihr dabei ungestört seid?')],
      opening: [
        q('Mit welchem ersten Satz willst du einsteigen, damit {party} nicht gleich in die Verteidigung geht?'),
        q(
          'Mit welchem ersten Satz willst du einsteigen, damit die andere Seite nicht gleich in die Verteidigung geht?',
          'twoSided',
        ),
      ],
      fallback: [q('Und wenn es anders läuft als gehofft: Was ist dann dein Plan B?')],
      offer: [q('Soll ich dir einen Ablauf für das Gespräch vorschlagen, vom Einsteigen bis zur Vereinbarung?')],
    },
    offers: {
      record: [
        'Gut, dann halten wir fest, was zählt. Schreib für jeden Vorfall auf:',
        '- **Wann und wo:** Datum, Uhrzeit, Ort.',
        '- **Was genau passiert ist:** der Wortlaut, so genau du dich erinnerst, und was getan wurde.',
        '- **Wer dabei war** oder davon weiß.',
        '- **Wie es dir danach ging** und was es für deine Arbeit bedeutet.',
        '- **Belege:** Nachrichten, Mails und Bilder, gesichert an einem Ort, den nur du öffnen kannst.',
        'Das geht in Stichpunkten und in deinem Tempo. Es muss nicht vollständig sein, um zu zählen.',
      ].join('\n'),
      prepare: [
        'Gut. Für das erste Gespräch mit der betroffenen Person:',
        '1. **Ein geschützter Rahmen:** unter vier Augen, mit Zeit, nicht zwischen zwei Terminen.',
        '2. **Zuhören und ernst nehmen:** Sag, dass du froh bist, dass sie es dir erzählt. Keine Bewertung und kein Nachbohren, ob es wirklich so war.',
        '3. **Fragen, was sie braucht,** und nichts über ihren Kopf hinweg entscheiden.',
        '4. **Ehrlich über deine Pflicht sein:** Du musst handeln. Sag, was du als Nächstes tust und was vertraulich bleibt.',
        '5. **Hilfe nennen:** Beratungsstellen und, wenn sie möchte, eine Expertin oder einen Experten.',
      ].join('\n'),
    },
    summary: {
      title: 'Zusammenfassung unseres Gesprächs',
      situation: 'Situation',
      parties: 'Beteiligte',
      interests: 'Interessen und Bedürfnisse',
      options: 'Optionen',
      nextSteps: 'Nächste Schritte',
      none: 'Noch nicht besprochen.',
      noParties: 'Noch nicht genannt.',
      stepConversation: (party) =>
        `Ein ruhiges Gespräch mit ${party} vereinbaren und mit einer Ich-Botschaft beginnen.`,
      stepTool: (label, path) => `Die [${label}](${path}) nutzen, um eure Lage einzuordnen.`,
      stepRule: 'Eine gemeinsame Regel für den strittigen Punkt schriftlich festhalten.',
      stepMediator: 'Eine Mediatorin oder einen Mediator hinzuziehen.',
      stepFollowUp: 'In zwei Wochen prüfen, was sich verändert hat.',
    },
    roleplay: {
      intro: (counterpart) =>
        `_Rollenspiel: Ich spiele jetzt ${counterpart}. Schreib so, wie du es im echten Gespräch sagen würdest. Wenn du eine Rückmeldung zu deinen Formulierungen möchtest, wähle „Feedback“._`,
      chatIntro: (counterpart) =>
        `_Rollenspiel: Ich spiele jetzt ${counterpart}. Schreib so, wie du es im echten Gespräch sagen würdest. Schreib **Feedback**, wenn du eine Rückmeldung willst, oder **stopp**, um aufzuhören._`,
      chatOpening: 'Okay, ich bin da. Du wolltest reden. Was ist los?',
      defaultCounterpart: 'die andere Seite',
      opening: [
        'Du wolltest mit mir reden? Ich habe ehrlich gesagt nicht viel Zeit. Worum geht es?',
        'Okay, ich bin da. Ich ahne schon, worum es geht. Also, was ist los?',
      ],
      defensive: [
        'Moment mal. Das stimmt so nicht, und ich lasse mir das nicht einfach vorwerfen. Was genau meinst du?',
        'Jetzt wird es unfair. Ich gebe mir hier auch Mühe, das siehst du nur nicht. Woran machst du das fest?',
        'Immer ich, oder? Du machst es dir ziemlich leicht. Was ist mit deinem Anteil daran?',
      ],
      openingUp: [
        'Hm. So habe ich das noch nicht gesehen. Mir geht es eigentlich darum, dass wir schneller vorankommen. Was schlägst du vor?',
        'Okay, danke, dass du das so sagst. Ehrlich gesagt bin ich auch unzufrieden damit, wie es gerade läuft. Was bräuchtest du von mir?',
      ],
      neutral: [
        'Ich verstehe ehrlich gesagt noch nicht ganz, was du von mir willst. Kannst du konkreter werden?',
        'Mag sein. Aber ich sehe das anders, für mich hat das gute Gründe. Was genau stört dich daran?',
        'Hm. Und was heißt das jetzt konkret für mich?',
      ],
      answerQuestion: [
        'Mir ist vor allem wichtig, dass ich nicht bei jeder Kleinigkeit ausgebremst werde. Geht es dir auch darum?',
        'Ehrlich gesagt fühle ich mich oft allein mit der Verantwortung. Wie siehst du das?',
      ],
      reason: [
        'Okay, das ist ein Argument, und die Zahlen kenne ich auch. Aber die Folgen trage am Ende ich. Was schlägst du konkret vor?',
        'Das mag stimmen. Trotzdem fühlt es sich an, als wäre das schon entschieden, bevor ich etwas sagen konnte. Wie fest steht das für dich?',
      ],
      decision: [
        'Moment, das hast du jetzt einfach so entschieden? Ich hätte gern vorher davon gehört. Warum?',
        'Das kommt ziemlich plötzlich. Was ist passiert, dass du das so festlegst?',
      ],
      counterProposal: [
        'Wenn du mich so fragst: Lass es uns einen Monat lang ausprobieren und dann gemeinsam auf die Zahlen schauen. Kannst du damit leben?',
        'Mein Vorschlag wäre, das nicht heute festzuzurren, sondern dass bis Ende der Woche jeder seine Zahlen mitbringt. Wäre das ein Weg für dich?',
      ],
    },
    feedback: {
      title: 'Rückmeldung zu deinen Formulierungen',
      nothing: 'Im Rollenspiel habe ich noch keine Sätze von dir gefunden, die ich auswerten kann.',
      strengths: 'Was gut wirkt',
      change: 'Was du anders formulieren könntest',
      iMessage: (quote) => `„${quote}“: eine Ich-Botschaft. Du sprichst von dir, das lädt zum Zuhören ein.`,
      request: (quote) => `„${quote}“: eine Bitte statt einer Forderung. Das lässt der anderen Seite Raum.`,
      youMessage: (quote) =>
        `„${quote}“: eine Du-Botschaft. Sie klingt schnell wie ein Urteil über die Person. Versuch es mit „Ich erlebe …“ oder „Mir fehlt …“.`,
      generalisation: (quote, word) =>
        `„${quote}“: „${word}“ ist eine Verallgemeinerung. Die andere Seite sucht dann das Gegenbeispiel statt einer Lösung. Nenne lieber eine konkrete Situation.`,
      demand: (quote) =>
        `„${quote}“: eine Forderung. Als Bitte formuliert („Wärst du bereit, …“) steigt die Chance auf ein echtes Ja.`,
      blame: (quote) =>
        `„${quote}“: eine Schuldzuweisung. Sie führt meist zur Verteidigung. Beschreibe stattdessen die Wirkung auf dich.`,
      tryInstead:
        'Ein Vorschlag: „Mir ist aufgefallen, dass … Ich fühle mich dabei … Mir ist wichtig, dass … Wärst du bereit, …“',
      neutral: (quote) =>
        `„${quote}“: ein Anfang. Stärker wird es, wenn du sagst, was du beobachtest, was es mit dir macht und worum du bittest.`,
      contrast: (first, later) =>
        `Vergleich deiner Anläufe: „${first}“ hat mit einem Urteil über die andere Person begonnen, „${later}“ spricht von dir. Der zweite Anlauf öffnet das Gespräch, der erste macht es eng.`,
      reason: (quote) => `„${quote}“: Du begründest mit etwas Konkretem. Das macht es besprechbar statt persönlich.`,
      decision: (quote) =>
        `„${quote}“: klar in der Sache, klingt aber wie ein fertiger Beschluss. Sag dazu, warum, und frag, was die andere Seite braucht, damit es für sie tragbar ist.`,
      closing: (party, quote, when) =>
        when
          ? `Dein nächster Schritt ist das echte Gespräch ${when} mit ${party}. ${
              quote
                ? `Nimm diesen Satz mit: „${quote}“, und sag gleich danach, was du anbietest.`
                : 'Beginne mit einer Ich-Botschaft wie im Vorschlag oben.'
            }`
          : `Für das echte Gespräch: Vereinbare als nächsten Schritt einen ruhigen Termin mit ${party}${
              quote
                ? ` und nimm diesen Satz mit: „${quote}“.`
                : ' und beginne mit einer Ich-Botschaft wie im Vorschlag oben.'
            }`,
    },
    handoff: {
      title: 'Fallzusammenfassung für eine Expertin oder einen Experten',
      topic: 'Thema',
      parties: 'Beteiligte',
      stage: 'Eskalation (Einschätzung nach Glasl)',
      stageValue: (stage, name) => `Etwa Stufe ${stage} („${name}“), als Orientierung`,
      stageUnknown: 'Noch keine Einschätzung',
      untitled: 'Anfrage aus dem Konfliktberater',
      harassmentTopic: 'Belästigung, Übergriff oder Diskriminierung',
      wish: 'Mein Anliegen',
      language: 'Sprache',
      languageName: 'Deutsch',
      summary: 'Worum es geht',
      results: 'Ergebnis meiner Selbsteinschätzung',
      resultLines: {
        analysis: (category, stage, stageName) =>
          `Meine Konfliktanalyse zeigte den Schwerpunkt bei ${category} und eine Eskalation etwa auf Stufe ${stage} („${stageName}“).`,
        style: (dominant, leastUsed) =>
          `Mein Konfliktstil-Test zeigte ${dominant} als stärksten Stil und ${leastUsed} als den am wenigsten genutzten.`,
        values: (top) => `Mein Werte-Radar zeigte mir besonders wichtige Werte: ${top}.`,
      },
      note: '_Bitte lies den Text, ergänze oder streiche, was du möchtest. Erst wenn du ihn bestätigst, wird er an unser Expertenteam geschickt._',
    },
    links: {
      expert: 'Mit Fachleuten sprechen',
      directory: 'Expertinnen und Experten ansehen',
      booking: 'Termin mit einer Expertin / einem Experten buchen',
      checklist: 'Checkliste Konfliktanalyse',
    },
    party: { fallback: 'der anderen Person' },
    cautionQuestion: 'Wie geht es dir gerade, während du das schreibst?',
    afterCrisis: {
      notes: {
        steps:
          'Das sind gute Schritte, und es ist richtig, dass du dir Unterstützung holst. Um den Konflikt können wir uns kümmern, wenn du wieder etwas mehr Boden unter den Füßen hast.',
        unsure:
          'Unsicher zu sein ist völlig in Ordnung, und dass du es hier aufschreibst, ist schon ein Schritt. Du musst nicht gleich alles erzählen: ein Mensch, dem du vertraust, deine Hausärztin oder dein Hausarzt, oder die Telefonseelsorge: **0800 111 0 111** oder **0800 111 0 222**, kostenlos und rund um die Uhr, auch per Chat auf online.telefonseelsorge.de, wo du nicht einmal sprechen musst; das Hilfetelefon für seelische Krisen **116 123**.',
        plain:
          'Danke, dass du weiterschreibst. Ich bin da, und um den Konflikt können wir uns kümmern, wenn du wieder etwas mehr Boden unter den Füßen hast.',
      },
      question: 'Wie geht es dir gerade, jetzt wo du das aufgeschrieben hast?',
      next: 'Was würde es dir leichter machen, mit jemandem darüber zu reden, mit einem Menschen, dem du vertraust, oder mit der Telefonseelsorge (**0800 111 0 111**)?',
    },
    requests: {
      practise: {
        answers: ['Ja, gern.', 'Gern, noch eine Runde.'],
        questions: [],
      },
      // "Ich will das auf Englisch üben": the language to practise in, nobody to play yet.
      language: {
        answers: [
          'Gern, dann üben wir es in der Sprache, in der das Gespräch stattfindet. Schreib mir den Satz, mit dem du anfangen willst, so wie du ihn sagen würdest, und ich sage dir, wie er ankommt. Danach spiele ich, wenn du willst, die andere Seite.',
          'Gut, dann in dieser Sprache weiter. Schreib mir den nächsten Satz so, wie du ihn sagen würdest.',
        ],
        questions: [
          'Mit welchem Satz willst du anfangen?',
          'Soll ich danach die andere Seite spielen, damit du es einmal ganz durchgehst, oder reicht dir der Anfang?',
        ],
      },
      recap: {
        answers: [],
        questions: ['Fehlt etwas Wichtiges, oder stimmt das so?', 'Was davon ist dir am wichtigsten?'],
      },
      pointers: {
        answers: [],
        questions: ['Welcher dieser Punkte wird für dich am schwierigsten?', 'Was davon willst du dir aufschreiben?'],
      },
      // The artefact's own question comes from `artefact` (artefacts.ts).
      artefact: { answers: [], questions: [] },
      nextstep: {
        answers: [],
        questions: ['Bis wann willst du diesen Schritt gehen?', 'Was brauchst du noch, um ihn zu gehen?'],
      },
      handover: {
        answers: [
          'Gern, hier ist eine kurze Zusammenfassung aus unserem Gespräch, die du weitergeben kannst. Über **Mit Fachleuten sprechen** unter dem Chat wird daraus direkt eine Anfrage, die du vor dem Senden noch bearbeitest.',
        ],
        questions: [
          'Was möchtest du daran ändern oder ergänzen, bevor du es weitergibst?',
          'Fehlt noch etwas, das die Expertin oder der Experte unbedingt wissen sollte?',
        ],
      },
      structure: {
        answers: [],
        questions: [
          'Welcher Teil dieses Ablaufs wird am schwierigsten, und wie willst du dich darauf vorbereiten?',
          'Wie willst du den Rahmen zu Beginn in einem Satz ansagen?',
        ],
      },
      meantime: {
        answers: [],
        questions: ['Welcher davon fällt dir am schwersten?', 'Womit fängst du morgen an?'],
      },
      ask: {
        answers: [],
        questions: [
          'Welche dieser Fragen würdest du zuerst stellen?',
          'Wie würdest du die Frage in deinen Worten stellen?',
        ],
      },
      endure: {
        answers: [],
        questions: [
          'Welcher dieser Punkte ist für dich gerade der wichtigste?',
          'Sollen wir den schwierigsten Moment davon einmal durchspielen?',
        ],
      },
      whatif: {
        answers: [],
        questions: ['Wie würdest du das in deinen eigenen Worten sagen?', 'Was davon traust du dir in dem Moment zu?'],
      },
      judge: {
        answers: [],
        questions: [
          'Welches Datum und welches Kriterium würdet ihr festlegen?',
          'Wie bringst du das ein, damit es wie ein Angebot klingt und nicht wie eine Forderung?',
        ],
      },
      choice: {
        answers: [],
        questions: ['Was spricht für dich noch dagegen?', 'Wie willst du den ersten Schritt davon angehen?'],
      },
      compose: {
        answers: [],
        questions: ['Was würdest du daran ändern?', 'Was davon klingt noch nicht nach dir?'],
      },
      options: {
        answers: [],
        questions: [
          'Welche davon passt am ehesten, und warum?',
          'Was bräuchte es, damit die beste davon wirklich klappt?',
        ],
      },
      revise: {
        answers: [],
        questions: [
          'Passt es so besser, oder was fehlt noch?',
          'Was würdest du daran noch ändern?',
          'Würdest du es so abschicken, oder soll noch etwas rein oder raus?',
          'Klingt das jetzt nach dir?',
        ],
      },
      opening: {
        answers: [],
        questions: [
          'Was davon würdest du in deinen eigenen Worten anders sagen?',
          'Wie klingt das, wenn du es dir einmal laut vorsagst?',
        ],
      },
      repair: {
        answers: [
          'Du hast recht, das war zu allgemein. Konkret: {advice}',
          'Stimmt, das hat dir nicht weitergeholfen. Direkter: {advice}',
        ],
        questions: [
          'Welchen Teil davon könntest du diese Woche angehen?',
          'Sollen wir daraus die ersten zwei Sätze für das Gespräch machen?',
        ],
      },
      concrete: {
        answers: ['Verstanden, dann ohne Gefühlsfragen. Etwas Konkretes: {advice}', 'Okay, ganz praktisch: {advice}'],
        questions: [
          'Sollen wir daraus die ersten zwei Sätze für das Gespräch machen?',
          'Welchen Teil davon könntest du diese Woche angehen?',
        ],
      },
      suggest: {
        answers: ['An deiner Stelle würde ich so anfangen: {advice}', 'Mein Vorschlag, ganz direkt: {advice}'],
        questions: [
          'Was davon passt zu deiner Lage, und was nicht?',
          'Welchen Teil davon könntest du als Erstes ausprobieren?',
        ],
      },
      draft:
        'Dein Entwurf beginnt mit: „{quote}“. Er wird wärmer, wenn davor steht, warum du es selbst sagst und was dir die Zusammenarbeit bedeutet, und gleich danach, was du anbietest.',
      wording: {
        answers: [
          'Gern, an der Formulierung zu feilen lohnt sich. Ein Einstieg wirkt meist gut in drei Schritten: zuerst, warum du das Gespräch suchst und was dir die Zusammenarbeit bedeutet, dann deine Botschaft als Ich-Botschaft, ohne *immer* und *nie*, und am Ende, was du anbietest oder worum du bittest.\n\nZum Beispiel, für deine Lage: {example}',
          'Noch ein Gedanke zur Formulierung: Sag zuerst, warum du es der anderen Seite selbst sagst, und gleich danach, was du anbietest. Dann klingt auch eine harte Nachricht nicht kalt.',
          'Zwei Sätze als Anfang, die du in deine Worte bringen kannst: _Ich möchte, dass du das zuerst von mir hörst, weil mir unsere Zusammenarbeit viel bedeutet. Ich habe eine Entscheidung getroffen, und ich möchte mit dir gemeinsam schauen, wie wir gut damit umgehen._',
        ],
        questions: [
          'Wie würde dein erster Satz in diesem Aufbau klingen, in deinen eigenen Worten?',
          'Welcher Teil davon fühlt sich für dich noch nicht stimmig an?',
          'Wie klingt es für dich, wenn du es dir einmal laut vorsagst?',
        ],
      },
      decide: {
        answers: [
          'Ich verstehe, dass du eine klare Antwort willst. Die Entscheidung nehme ich dir nicht ab, weil du mit ihr leben musst und ich nur einen Ausschnitt kenne. Ich kann dir aber helfen, sie klarer zu sehen: Oft steckt hinter einem Ja oder Nein die Frage, was sich ändern müsste, damit es gut weitergeht.',
          'Eine Entscheidung von außen würde dir nicht lange helfen. Was ich dir geben kann, ist ein klarer Blick auf das, was du mir erzählt hast.',
        ],
        questions: [
          'Was spricht für dich am stärksten dafür, und was am stärksten dagegen?',
          'Was müsste passieren, damit du in drei Monaten sagst, dass es die richtige Entscheidung war?',
        ],
      },
      start: {
        answers: [
          'Wenn alles auf einmal zu viel ist, hilft ein kleiner erster Schritt: ein einziger Satz an die andere Seite, der sagt, wie es dir geht und was du dir wünschst, zum Beispiel: Ich bin gerade am Limit und möchte, dass wir die Arbeit neu aufteilen.',
          'Es muss nicht der ganze Weg sein, nur der nächste kleine Schritt.',
        ],
        questions: [
          'Was wäre für dich ein erster Schritt, der sich machbar anfühlt, auch wenn er klein ist?',
          'Was könntest du heute oder morgen tun, das nicht mehr als zehn Minuten braucht?',
        ],
      },
      overreacting: {
        answers: [
          'Ob du überreagierst, kann ich von außen nicht beurteilen, aber deine Reaktion zeigt, dass etwas Wichtiges berührt ist. Hilfreich ist, zwei Dinge zu trennen: wie etwas passiert ist, etwa öffentlich oder ohne Absprache, und worum es in der Sache geht. Beides kann berechtigt sein.',
          'Deine Reaktion ist ernst zu nehmen, auch wenn sie dich selbst überrascht.',
        ],
        questions: [
          'Was trifft dich mehr: die Art, wie es passiert ist, oder der Inhalt?',
          'Was hättest du dir an dieser Stelle von der anderen Seite gewünscht?',
        ],
      },
    },
  },
  en: {
    crisis: {
      intro:
        'Thank you for telling me. What you describe sounds like a situation in which your safety, or someone else’s, matters more than any conflict topic. I am an AI advisor and cannot help you here the way you deserve right now, but people can, immediately and free of charge:',
      lines: [
        '**Emergency** in the EU: **112** (police in Germany: **110**)',
        '**Telefonseelsorge** (Germany, free, 24/7, also chat at online.telefonseelsorge.de): 0800 111 0 111 or 0800 111 0 222',
        '**116 123**: emotional support line in Germany, and the Samaritans in the UK and Ireland',
        '**988**: Suicide & Crisis Lifeline in the US (call or text)',
      ],
      outro:
        'If you are in immediate danger, please call 112 (or your local emergency number) now. You do not have to get through this alone, and reaching out is the right thing to do. When you feel safer, we can continue talking about the conflict here.',
    },
    booking: {
      full: (label, path) =>
        `You arrange talks with our experts directly with them. They set their own fees: you see them on each profile in the directory, along with whether the first talk is free. You get an appointment through a request: the expert proposes times and you confirm one. If it is urgent, say in the request by when you need the talk. To the directory: [${label}](${path}). I can prepare the request from our conversation, through "Talk to an expert" below the chat.`,
      brief: (label, path) =>
        `As I said: the fee and the first talk are on each profile, and you get an appointment through a request: [${label}](${path}).`,
    },
    humanHandoff: (label, path) =>
      `That makes sense: some things are better talked through with a person. I am an AI, but you can find an expert in co-founder conflicts and book them directly: [${label}](${path}). If you want to sort something out in the meantime, you can write here any time.`,
    boundary: {
      legal:
        'I can’t give you a legal assessment of your case. A lawyer is the right person for that, for example one specialising in corporate or employment law. What I can do: help you prepare the conversation, sort out your interests and get your questions for the lawyer clear.',
      medical:
        'I cannot give a diagnosis, therapy or advice on medication, and I do not want to label anyone psychologically. If the situation weighs on you, please talk to your doctor or to a licensed psychotherapist. We can keep talking here about the behaviour in your conflict and your next steps.',
      highEscalation:
        'What you describe points to a very high level of escalation: in Friedrich Glasl’s model, threats, sabotage or wanting to harm the other side are signs of stages 6 to 9. Parties rarely find a way out on their own from there. I recommend bringing in a mediator, and legal advice where harmful actions are involved. You can reach our experts directly: [Talk to an expert]({expertPath}).',
    },
    boundaryBrief: {
      legal: 'As I said, I cannot assess the legal side, a lawyer is the right person for that.',
      medical:
        'As I said, I cannot give a diagnosis or therapy, your doctor or a licensed psychotherapist is the right person for that.',
      highEscalation: 'As I said, at this level of escalation a mediator helps: [Talk to an expert]({expertPath}).',
    },
    fallbackNote: '_(Answer from the built-in coach: the AI service was not reachable just now.)_',
    reflect: [
      'You wrote: “{quote}”.',
      'What I mostly hear is: “{quote}”.',
      'If I understand you correctly, the core is: “{quote}”.',
      '“{quote}”: I take that seriously.',
      'What stays with me: “{quote}”.',
      'You say: “{quote}”.',
      'That is an important point: “{quote}”.',
    ],
    reflectSaid: [
      'Understood: {quote}.',
      'Let me take that in: {quote}.',
      'Noted: {quote}.',
      'Good that you mention it: {quote}.',
      'Okay, so: {quote}.',
    ],
    reflectGuess: ['So your guess is: “{quote}”.', 'Your hunch: “{quote}”.', 'Your sense of it: “{quote}”.'],
    answered: {
      yes: ['Okay, so yes.', 'Good, that is clear then.'],
      no: ['Okay, so no.', 'Thanks, that is useful to know too.'],
      kinds: {
        talked: {
          yes: { ack: 'So it has been talked about already.', question: 'What came out of it?' },
          no: { ack: 'So it has not been said yet.', question: 'What has held you back from raising it so far?' },
        },
        talking: {
          yes: { ack: 'So the talking still works.', question: 'Where does it get tense most quickly?' },
          no: { ack: 'So talking is hard right now.', question: 'Since when has it been like that?' },
        },
        knownLong: {
          yes: { ack: 'So you go back a while.', question: 'What connected you at the start?' },
          no: { ack: 'So you have not known each other long.', question: 'How did you end up working together?' },
        },
        camps: {
          yes: { ack: 'So sides have formed already.', question: 'Who stands where?' },
          no: { ack: 'So nobody has taken sides yet.', question: 'Who notices it anyway?' },
        },
        written: {
          yes: {
            ack: 'So something is written down already.',
            question: 'What does it say, and where does it not hold?',
          },
          no: { ack: 'So nothing is written down.', question: 'What would need to be written down first?' },
        },
      },
    },
    feeling: (feeling, need) => `It sounds like you feel ${feeling}, perhaps because ${need} matters to you.`,
    feelingOnly: (feeling) => `It sounds like you feel ${feeling}.`,
    feelingNeed: (need) => `Perhaps ${need} matters a lot to you here.`,
    namedAnswer: {
      ack: 'Okay, {answer}, then.',
      questions: [
        'What has {answer} got to do with it, and what would have to change there?',
        '{Answer}: where do you notice that most day to day, and what matters to you about it?',
      ],
    },
    strainAnswer: [
      'Okay, {answer}: that comes on top for you and takes energy, so it belongs in the picture.',
      'I see, {answer}. That wears on your strength, and I will keep it in mind as we go on.',
    ],
    lowContent: [
      "No problem, let's take an easier way in.",
      'That is fine, sometimes it takes a second go.',
      'All good, we can take small steps.',
      'Okay. Sometimes it is hard to put this into words.',
      "That is completely fine. Let's try it another way.",
    ],
    help: {
      structure: {
        intro: (minutes) => `A structure for ${minutes} minutes:`,
        lead: [
          '**Frame ({min} min):** why you are meeting, that you mediate rather than judge, and two rules: let each other finish, and speak about yourself rather than about the other person.',
          '**First view ({min} min):** one side describes their view with an example, the other only listens. You sum it up in two sentences at the end.',
          '**Second view ({min} min):** the same the other way round.',
          '**What each side needs ({min} min):** away from the accusations, towards what each of them needs for their work, and where that overlaps.',
          '**Agreements ({min} min):** one to three concrete agreements: who does what by when.',
          '**Close ({min} min):** write the agreements down and set a follow-up in two weeks.',
        ],
        party: [
          '**Opening ({min} min):** why you want to talk and what the work together means to you.',
          '**Your view ({min} min):** one concrete example, as an I-message, without *always* and *never*.',
          '**Their view ({min} min):** listen, ask, sum it up in your own words.',
          '**What both need ({min} min):** look for the interests behind the positions.',
          '**One agreement ({min} min):** one concrete next step: who does what by when.',
          '**Close ({min} min):** write it down and set a date to check in.',
        ],
      },
      meantime: {
        party:
          'Until then, three small things that do not make it worse: decide nothing that affects {accusative} without a quick check. Tell {dative} once, plainly, that you want to solve this and that the conversation is coming. And write down what concretely bothers you, with one example, so it stays tangible in the talk.',
        lead: 'Until then, three small things: tell each of them briefly, one to one, that you take it seriously and when you will talk. In meetings, make sure neither attacks the other in front of the team, and interrupt it kindly when it happens. And note concrete observations rather than impressions, so you have examples for the talk.',
      },
      ask: [
        'Open questions that do not sound like an interrogation, for example:\n',
        '- “What matters most to you in this?”',
        '- “What worries you most if we do it differently?”',
        '- “How would you know that we have found a good solution?”',
        'Ask one of them, listen without answering straight away, and sum up in your own words what you heard. Often the most important part only comes with the second follow-up.',
      ].join('\n'),
      endure: {
        period: [
          'A stretch of time with a fixed end is easiest to get through like a project:',
          '1. **Clear agreements for this time:** who decides what until the end, what gets handed over and what is left alone. In writing, in half an hour, not in passing.',
          '2. **One short fixed slot a week** (15 to 20 minutes) for everything open, so that not every point turns into a fight of its own. In between, keep it in writing and factual.',
          '3. **Your limits:** when you can be reached and when not, and which old disputes you do not reopen during this time.',
          '4. **An outlet outside:** someone you can let off steam with, so that it does not land on the team. And keep the end date in view: this is a stretch with an end.',
        ].join('\n'),
        event: [
          'For the meeting itself, a short preparation helps:',
          '1. **Your goal in one sentence** and the two or three points you definitely want to make. Everything else is negotiable.',
          '2. **The two hardest questions** written down beforehand, each with a short answer.',
          '3. **Agree beforehand:** settle briefly with {dative} who says what and what you do not fight out in front of others.',
          '4. **A sentence for the moment it gets heated:** _I would like to settle that calmly after the meeting._',
          '5. **Ten minutes for yourself afterwards:** write down what went well and what you still want to settle.',
        ].join('\n'),
        eventLead: [
          'For the meeting itself, a short preparation helps:',
          '1. **Your goal in one sentence** and the two or three points you definitely want to make. Everything else is negotiable.',
          '2. **The two hardest questions** written down beforehand, each with a short answer.',
          '3. **Agree beforehand:** talk briefly to everyone involved, one by one, about what it will be about and which rules apply, so that nobody is taken by surprise.',
          '4. **A sentence for the moment it gets heated:** _I would like to settle that calmly after the meeting._',
          '5. **Ten minutes for yourself afterwards:** write down what went well and what you still want to settle.',
        ].join('\n'),
      },
      whatif: {
        deadlock:
          'Then a rule helps that you set now, not in the middle of a fight: first two days to think, in which each side writes down their reasons. If you still do not agree, whoever owns the area decides, or a neutral person you both name today, for example from your advisory board. What matters is that both of you think the rule is fair beforehand.',
        attackLead:
          'Then interrupt early, calmly and the same way for both, for example: _Stop, let me interrupt for a moment. We agreed that each of us speaks about ourselves. Tell me what you experienced and what you need._ It is easiest when you state that rule at the start, then you only remind them of it. If it happens again, take a short break and continue with each of them separately.',
        attackParty:
          'Then do not answer with a counter-attack. Name calmly what is happening, for example: _That lands with me as an accusation. I want to understand what bothers you about it._ Then steer back to the one point this talk is about. If it gets too heated, a break with a new date is not a failure.',
        refusal:
          'Then take the no seriously instead of pushing, and ask what it would take for a yes to become possible. Behind a no there is often a worry that has not been said yet. If nothing else, agree when you will talk about it again: that is a result too.',
        emotional:
          'Then pause and give the feeling a moment, for example: _I can see this really hits you. Let us take a five-minute break._ It often goes on more calmly after that. If not, adjourn with a fixed new date.',
        general:
          'Then pause briefly, name calmly what you observe, and steer back to the goal you set at the start. If it does not move, a break with a new date is not a failure, often it is the better way.',
      },
      judge: {
        reasons: {
          time: 'it has a clear end date',
          criteria: 'the criteria are fixed beforehand',
          joint: 'you set it up together',
        },
        missing: {
          time: 'set a date by which you decide',
          criteria: 'agree beforehand how you will measure success',
          joint: 'set it up together, not one of you alone',
        },
        fair: (reasons, missing) =>
          `My honest view of your proposal: it is fair and not a delay, because ${reasons}.${
            missing ? ` To keep it that way: ${missing}.` : ' Then stick to the result, even if it is uncomfortable.'
          }`,
        risky: (missing) =>
          `My honest view of your proposal: it can be fair, but as it stands it easily turns into a delay. To make it fair: ${missing}.`,
        bet: 'If I had to bet: on the path that keeps the most options open, a time-boxed test with criteria you agree on together beforehand, rather than an all-or-nothing decision now. Which side is right on the substance I cannot judge from here, the test will show you.',
      },
      choice: {
        private:
          'I would talk to each of them separately first: one to one, each side can speak openly without losing face in front of others. If both are ready afterwards, go on together, with what you learned in the separate talks.',
        ownFirst:
          'I would try it yourself first, as an attempt with a clear end: one well-prepared conversation without outsiders. If nothing moves or sides form, bring in an external mediator. That is not a failure then, it is the next step.',
        external:
          'I would choose an external mediator here: once sides have formed or trust is damaged, people rarely get out on their own, and a neutral person protects both sides. The cost is usually smaller than what the conflict costs every week.',
        soon: 'I would raise it soon: the longer something like this sits, the more stories form in everyone’s head. A calm slot in the next few days beats the perfect moment.',
        general:
          'I would choose the option that is easier to correct and lets both sides have their say. If it does not hold, you can still switch, the other way round is often harder.',
      },
    },
    compose: {
      intro: 'A draft to adapt; in your own words it will work better:',
      body: '{address}I would like to talk with you about {topic}, because our work together matters to me. I notice it has been on my mind, and I do not want to keep putting it off.',
      noTopic: 'what is standing between us right now',
      leadBody:
        '{address}I have noticed that things are difficult in the team right now, and I want to really understand your view, not just hear a quick okay. Tell me what happened from your point of view and what you would need for the work together to go well again.',
      bothBody:
        '{greeting}, I have noticed that things are difficult between the two of you right now{team}. I would like to sit down with both of you, understand how each of you sees it, and find a way forward together that is not about who is right.',
      bothGreeting: (names) => (names ? `Hi ${names}` : 'Hi both'),
      bothTeam: ', and it affects the team as well',
      bothClose: 'Let me know when this week works for both of you for an hour.',
      bothWhen: (when) => `Let us sit down together calmly ${when}.`,
      purpose: (words) => `I would like to ${words}.`,
      nextFromPurpose: (name, purpose) =>
        `My suggestion for the next step: send ${name ? `${name} ` : ''}the message today, while it is fresh, and stay with what you set out to do ("${purpose}"). In the conversation itself: say in one sentence at the start what it is about for you, hear the other side out in full before you answer, and at the end write down who does what by when.`,
      wish: (words) => `My proposal would be: ${words}.`,
      close: 'Let me know when this week works for half an hour.',
      closeOpen: 'Let me know what time works for you.',
      told: (words) => `I want to be open with you: ${words}.`,
      boundaryBody: '{address}I want to keep our contact strictly professional from now on.',
      boundaryClose: 'For anything about the business, email or our scheduled calls work for me.',
      form: {
        teamGreeting: 'Hi everyone,',
        greeting: (name, formal) => (name ? `${formal ? 'Dear' : 'Hi'} ${name},` : formal ? 'Hello,' : 'Hi,'),
        purpose: (words) => `I would like to ${words}.`,
        context: {
          one: 'It matters to me that we find a common line on this.',
          team: 'I want you to hear this from me directly.',
          both: 'It matters to me that both of you are heard.',
        },
        close: {
          one: 'Let me know when a short call this week works for you.',
          formal: 'I am happy to discuss it on a short call this week.',
          team: 'If you have questions, come to me directly.',
        },
        closeTimed: {
          one: 'Thanks, and let me know if that works for you.',
          formal: 'Thank you, and please let me know if that suits you.',
          team: 'Thanks, everyone!',
          both: 'Thanks, and let me know if that works for both of you.',
        },
        reschedule: {
          one: 'Let me know which new time works for you.',
          formal: 'Please let me know which new time suits you.',
          team: 'I will send the new date as soon as it is set.',
        },
        closeBrief: {
          one: 'Let me know what you think.',
          formal: 'I look forward to hearing from you.',
          team: 'Let me know what you think, everyone.',
        },
        rescheduleTo: {
          one: 'Let me know if that works for you.',
          formal: 'Please let me know if that suits you.',
          team: 'Thanks for your flexibility, everyone!',
        },
        formalWhen: (when) => `I would be glad to talk it through with you ${when}.`,
        signOff: 'Best regards',
        update: 'let you know where we stand',
      },
      apology: {
        that: (clause) => `I am sorry that ${clause}.`,
        thing: (thing) => `I am sorry for ${thing}.`,
        none: () => 'I am sorry about how that went.',
        repair: 'That was on me, and I will make sure it does not happen again.',
        reasonRepair: () => 'I know it still left you in a difficult spot, and I want to make it right.',
      },
      reason: (why) => `The reason was that ${why}.`,
      background: (what, why) => `For context: ${what} because ${why}.`,
      bulletsIntro: 'As bullet points, to adapt:',
      hurtReply: `Thank you for your message. I have read it, and honestly, the tone hurt. I want to understand what is making you so unhappy, and I would rather talk it through calmly than in writing. Let me know when you have half an hour this week.`,
    },
    opening: {
      intros: [
        'A first sentence for your situation, to adapt:',
        'You could open like this; in your own words it will work even better:',
      ],
      side: '{address}I would like to talk with you about {topic}, because our work together matters to me and I do not want this to stand between us.',
      sideNoTopic:
        '{address}I would like to talk openly with you, because our work together matters to me and I do not want anything to stand between us.',
      helperBoth:
        '{address}thank you both for being here. I am not here to decide who is right, but so that each of you can say calmly how you see it and you find a solution yourselves.',
      helperTopic: (topic) => `Today is about ${topic}.`,
      when: (when) => `Let us talk it through calmly ${when}.`,
      more: [
        'First I would like to hear how you see it.',
        'This is not about who is right, but about a solution that works for both of us.',
        'Let us agree on one concrete next step at the end.',
      ],
      meeting: [
        'I can see this topic is costing all of us a lot of energy right now, and I would like to pause for a moment.',
        'This is not about who is right, but about how we keep working well together.',
        'Let us hear each other out, every view gets its turn.',
        'Whatever stays open today, we will take up afterwards in a smaller round.',
      ],
    },
    revise: {
      intros: {
        direct: 'Shorter and more direct:',
        warm: 'Warmer and more relaxed:',
        gentle: 'Shorter and softer:',
        formal: 'More formal:',
      },
      direct: '{address}I want to raise something important directly.',
      warm: '{address}you and our work together matter a lot to me, so I want to talk honestly with you.',
      formal: '{address}I would like to discuss a matter with you calmly and factually.',
      inLanguage: { de: 'In German, to adapt:', en: 'In English, to adapt:' },
      bothDirect: '{address}I would like to talk openly with both of you about where things stand.',
      bothWarm: '{address}you both matter to me, so I would like to help you talk well with each other again.',
      edits: {
        name: 'With the name in the greeting:',
        when: 'With your time in it:',
        drop: 'Without that part:',
        add: 'With your addition:',
        notThere: 'That is not in the draft as it stands; it reads:',
      },
    },
    secondAsk: {
      sendWhen:
        'On when to send it: at a calm time, say in the morning on an ordinary working day, not late at night, at the weekend or just before a meeting. That way it is read with some distance and answered calmly.',
      whether: (clause) =>
        `On ${clause}: start with the smallest step that is enough. Leave out, for the first step, what raises the pressure or shows the other side up in front of others; what gives you backing without exposing anyone helps. If the direct talk changes nothing, you can still bring in more people later.`,
    },
    options: {
      intro: 'Three options that could fit your situation:',
      own: (proposal) => `Your own proposal: ${proposal}.`,
      side: [
        'A clear rule you set together, with a date on which you check whether it holds.',
        'A time-boxed trial, say for four weeks, with criteria you agree on beforehand.',
        'A neutral third person for a joint conversation if you cannot agree on your own.',
      ],
      helper: [
        'Talk to each of them alone first, to understand both views without judging yet.',
        'Then a joint conversation that you lead: ground rules at the start, each speaks without interruption, an agreement with a date at the end.',
        'If sides have already formed: suggest an external mediator, so that you do not become a party yourself.',
      ],
    },
    recap: {
      intro: 'What we have so far, in your words:',
      situation: 'What it is about',
      want: 'What matters to you',
      plan: 'Your plan',
      proposal: 'Your proposal',
      when: 'When',
      open: 'Still open: your first sentence and what you will do if it goes differently than hoped.',
    },
    artefact: {
      with: 'with',
      withBoth: 'with the two of them',
      withOther: 'with the other side',
      agenda: {
        intro: (withWho, when, minutes) =>
          `An agenda for your conversation ${withWho}${when ? ` ${when}` : ''}, for about ${minutes} minutes:`,
        question: 'Which point needs more time with you than I have planned?',
      },
      checklist: {
        intro: (withWho, when) => `A checklist for your conversation ${withWho}${when ? ` ${when}` : ''}:`,
        items: (matter) => [
          '[ ] Your goal in one sentence: what should be different after the conversation.',
          `[ ] The facts at hand${matter ? ` on ${matter}` : ''}: dates and examples, without judgement.`,
          '[ ] Your opening as an I-message: why you want to talk.',
          '[ ] What you can offer, and what is not negotiable for you.',
          '[ ] In the conversation: hear the other view first and sum it up, then your points.',
          '[ ] At the end: who does what by when, in writing, and a date to check in.',
        ],
        question: 'Which point on the list will be the hardest for you?',
      },
      rules: {
        intro: (count) => `${count} rules, short enough to pin up or read out:`,
        setting: {
          chat: "Criticism of someone's work goes by direct message or in person, never in the open channel and never as a screenshot.",
          session: 'One person speaks, the other listens to the end; whoever wants to interrupt notes the point down.',
          partner: 'Every commitment has a date and one person responsible; whoever cannot keep it says so beforehand.',
        },
        general: [
          'We let each other finish.',
          'We talk about behaviour and facts, not about people: what I see, what it does, what I need.',
          'When it gets heated, either side may ask for a ten-minute break.',
          'Objections are raised in the meeting, not in the hallway afterwards.',
          'What we agree we write down, and we look at it together again after a month.',
        ],
        question: 'Which rule is most likely to be broken with you, and what happens then?',
      },
      record: {
        intro: 'A one-page template, filled in once per decision:',
        items: [
          '**Decision:** what exactly was decided, in one sentence.',
          '**Date and who decided:** the names, and who was asked.',
          '**Why:** the two or three main reasons, and which alternatives were dropped.',
          '**What changes:** for whom, and from when.',
          '**When it may be reopened:** a date or a trigger, such as new numbers; until then it stands.',
        ],
        use: (withWho) => `Fill it in ${withWho} right after the decision, not a week later.`,
        question: 'Where should the template live so that you both have it in front of you in the next meeting?',
      },
      points: {
        intro: (when) =>
          `Bullet points${when ? ` for ${when.replace(/^on /, '')}` : ''}, in the order I would say them:`,
        items: (matter) => [
          `The occasion: ${matter ?? 'what happened'}, in one sentence and without judgement.`,
          'What it does: for you, the team and the customers, with one concrete example.',
          'What you propose: a request or recommendation that can be met, with a date.',
          'What you contribute: your part, so that it is no accusation.',
          'Your question to the others: how they see it and what they need.',
        ],
        question: 'Which point is still missing for you, or which one would be too direct?',
      },
      questions: {
        intro: (withWho, when) =>
          `Questions for your conversation ${withWho}${when ? ` ${when}` : ''}, from open to concrete:`,
        items: [
          '“How do you see the situation, and what matters to you in it?”',
          '“What has already been decided, and what is still open?”',
          '“What speaks for it from your side, and what would happen if we did it differently?”',
          '“What do you need from me, and what can I expect from you?”',
          '“How and by when do we decide the next step?”',
        ],
        question: 'Which of these questions matters most to you?',
      },
      scenarios: {
        intro: (who) =>
          `Out of the role: three scenarios for the role-play${who ? ` (${who})` : ''}, from easy to hard:`,
        items: [
          '**Open:** the other side listens and asks questions. You practise saying what you want clearly and without blame.',
          '**Pushback:** the other side disagrees with reasons of their own. You practise listening, summing up and still holding on to your request.',
          '**Deadlock:** the other side gets loud, blames you or threatens consequences. You practise staying calm, proposing a break and fixing a new date.',
        ],
        question: 'Which scenario do you want to start with?',
      },
      memo: {
        intro: 'A one-page memo to pass on:',
        items: (matter) => [
          `**The question:** ${matter ?? 'what has to be decided'}.`,
          '**For:** the strongest reasons of one side, with numbers on money, time and risk.',
          '**Against:** the strongest reasons of the other side, with numbers as well.',
          '**What both want:** the shared goal inside both positions.',
          '**Proposal for the meeting:** who decides, by when, and which number is still missing.',
        ],
        question: 'Which number is still missing for the memo to hold?',
      },
      faq: {
        intro: 'A short FAQ so that everyone hears the same answer (agree the answers together first):',
        items: [
          '“What exactly changes, and from when?” One answer in one sentence, with a date.',
          '“Why are we doing this?” The one reason you both stand behind.',
          '“What does it mean for me?” Hours, availability, pay: what stays the same and what does not.',
          '“What if it does not work?” When you review it and how you measure it.',
          '“Whom do I ask?” One person, so that there are never two answers.',
        ],
        question: 'Which question do you hear most often right now?',
      },
      timeline: {
        intro: (when) => `A timeline with clear handovers, to send${when ? ` (start ${when})` : ''}:`,
        items: [
          '**Delivery:** who delivers what (content, approvals), each with a date and one name.',
          '**Feedback:** two working days after each delivery; without feedback it counts as approved.',
          '**Buffer:** one week before the launch, for anything that comes late.',
          '**Launch:** moves by as many days as a delivery came late, and that is in the plan from the start.',
        ],
        question: 'Which date can you not move?',
      },
    },
    pointers: {
      intro: 'Three things I would watch out for in your place:',
      proposal: (proposal) =>
        `Bring your proposal (${proposal}) as an offer, not as a decision already made, and ask what is missing for the other side.`,
      wish: (wish) => `Say clearly what you are after (${wish}), as an I-statement and without *always* and *never*.`,
      listen: 'Listen first and sum up in your own words what you heard before you answer.',
      when: (when) =>
        `Plan enough time ${when}, not squeezed between two meetings, and note at the end who does what by when.`,
      close: 'Note at the end who does what by when, and agree on a date to check in.',
    },
    nextStep: {
      plan: (plan) => `Your next step is the one you already named: “${plan}”.`,
      wish: (dative, wish, when) =>
        `Your next step: ask ${dative} for a calm conversation${when ? ` ${when}` : ''} about exactly one point: ${wish}.`,
      plain: (dative, when) =>
        `Your next step: ask ${dative} for a calm one-to-one conversation${when ? ` ${when}` : ''}, about exactly one point.`,
      prepare:
        'Before that, write down your first sentence and think about what you will do if the talk goes differently than hoped.',
      after:
        'The talk has already happened, and that is an important step. Now it is about making it last: write down in two or three sentences who does what by when, and agree on a date in two or three weeks to check whether it works.',
      afterBadly:
        'A talk that went badly has not failed. Let a day or two pass, then speak with each person on their own about what was missing for them and what they would need for a second try. If nothing moves even then, a mediator can help.',
      afterQuestions: ['What exactly did you agree on, and what is still open?', 'How did you feel after the talk?'],
      afterBadlyQuestions: ['Whom do you want to talk to again first, and when?'],
      before: (opening, when) =>
        [
          "Then let's prepare the talk:",
          `1. **Opening:** _${opening}_`,
          '2. **Questions:** Ask for their view first and listen before you make your proposal, for example: “How do you see it?” and “What would you need for this to work for you?”',
          `3. **When:** ${when ? `${when.charAt(0).toUpperCase()}${when.slice(1)}, as you planned: ` : ''}a calm moment, one to one, with half an hour to spare, not squeezed between two meetings and not right after an argument.`,
        ].join('\n'),
      beforeQuestions: [
        'When and where do you want to have the talk?',
        'What do you want to have settled by the end of the talk?',
      ],
    },
    topicFollowUp: {
      money: 'What is it about the money exactly: salaries, spending or equity?',
      salary: 'What exactly is disputed about the salary: the amount, from when it is paid, or who gets how much?',
      roles: 'Which task or decision do you get in each other’s way on most?',
      commitment: 'Where do you notice the different commitment most in everyday work?',
      equity: 'What is it about the equity exactly: the split, vesting or someone leaving?',
    },
    situation: {
      'active-listening': {
        frame:
          'This is about being heard: whoever feels misunderstood repeats their points louder, and every talk turns into a trade of blows.',
        question: 'In which recent talk did you feel most strongly that your view did not get through at all?',
      },
      'i-messages': {
        frame: 'This is about saying criticism so that it lands and is not read as an attack.',
        question: 'Which sentence you want to say sounds most like an accusation right now?',
      },
      'nonviolent-communication': {
        frame: 'You are looking for a way to speak that is clear without hurting.',
        question: 'Which need of yours is behind what bothers you right now?',
      },
      'interests-not-positions': {
        frame:
          'Two positions stand against each other here; underneath there are usually interests that fit together better than the positions do.',
        question: 'What does the other side probably care about most in its position?',
      },
      batna: {
        frame: 'You are weighing what happens if no agreement comes about.',
        question: 'What would be your best alternative if there is no agreement?',
      },
      'prepare-conversation': {
        frame: 'A talk lies ahead that needs good preparation, so it does not stop at trading reproaches.',
        question: 'What must be settled by the end of this talk, whatever else happens?',
      },
      glasl: {
        frame: 'The conflict has hardened: it is no longer only about the matter, but also about who is right.',
        question: 'What would have to happen so that people talk about the matter again instead of about each other?',
      },
      mediation: {
        frame:
          'It does not seem to move forward alone right now, and a neutral person from outside could untie the knot.',
        question: 'Whom would both sides accept as neutral, inside the company or outside?',
      },
      roles: {
        frame:
          'This is a question of unclear roles: as long as nobody has set who owns what and who decides what, everyone acts on their own judgement and the others feel bypassed.',
        question: 'Is it written down anywhere who owns this area and what they may decide alone?',
      },
      'decision-rights': {
        frame: 'What is missing here is a clear rule for who decides what, and what happens when people cannot agree.',
        question: 'Which decision is coming up next, and who should have the final say on it?',
      },
      'equity-vesting': {
        frame:
          'This is a question of fairness in the equity: the split from back then no longer fits what each side contributes today.',
        question: 'What was agreed when the shares were split, and is there a vesting schedule with a cliff yet?',
      },
      commitment: {
        frame:
          'This is about unequal commitment: one side pulls back, the other carries the load, and as long as nobody names it, the frustration grows.',
        question:
          'What do you think is behind the pulling back: another project, private reasons or doubts about the company?',
      },
      'working-styles': {
        frame:
          'Two ways of working collide here: neither is wrong, but without an agreement each rubs against the other.',
        question: 'On which task do the two ways of working clash most often?',
      },
      'conflict-styles': {
        frame:
          'You describe a pattern in how you deal with conflict, and by now it costs you more than it protects you.',
        question: 'In which situation would you like to react differently next time?',
      },
      values: {
        frame: 'Different values are behind this: no argument settles such a conflict, but shared guardrails can.',
        question: 'Which value matters so much to you here that you will not negotiate it?',
      },
      'money-salary': {
        frame: 'This is about money and what it stands for: recognition, security and fairness.',
        question: 'By which criterion should salaries be set, in your view: runway, role or personal need?',
      },
      exit: {
        frame:
          'This is about the future of the company itself: one side wants out or wants to sell, the other wants to keep going.',
        question: 'What draws the other side to selling or leaving: the money, exhaustion or doubts about the future?',
      },
      trust: {
        frame:
          'Trust has been damaged here: what weighs most is often not the single incident, but the feeling that you can no longer rely on each other.',
        question: 'What would you need, concretely, to be able to trust again?',
      },
      meetings: {
        frame: 'The meeting no longer does its job: a few people talk, the others switch off.',
        question: 'What would have to change in the format or agenda so that everyone gets a say?',
      },
      silence: {
        frame: 'There is silence where there should be talk: what is not said openly keeps working in the background.',
        question: 'What keeps the people involved from saying openly what they think?',
      },
      workload: {
        frame: 'The load is unevenly spread, and what began as an exception has become the rule.',
        question: 'Which task would have to come off the pile first to make it noticeably lighter?',
      },
      feedback: {
        frame: 'This is about feedback that did not land the way it was meant.',
        question: 'What exactly should change after the feedback, said in one sentence?',
      },
      emotions: {
        frame: 'Feelings boiled over, and the mood since then weighs more than the cause.',
        question: 'What set off the outburst, and has it been talked about calmly since?',
      },
      costs: {
        frame: 'The conflict already costs: time, energy and maybe people.',
        question: 'Which cost do you feel most clearly: time, morale or money?',
      },
      'remote-hybrid': {
        frame:
          'The distance amplifies the conflict: what gets cleared up in passing in an office falls away remotely, and misunderstandings linger.',
        question: 'Which agreement on availability or fixed calls is missing most right now?',
      },
      'feedback-hurts': {
        frame: 'The criticism hit hard, not only through what was said but through how and where it was said.',
        question: 'What weighs more: the content of the criticism, or how and in front of whom it was said?',
      },
      underperformance: {
        frame: 'This is about work that falls short of what was promised, and others quietly make up for it.',
        question: 'Does the person know what exactly is expected of them, and by when?',
      },
      strategy: {
        frame:
          'This is a dispute about direction: both sides want the company to succeed but see the way there differently.',
        question:
          'Which assumption about the market or customers is behind each direction, and how could it be tested?',
      },
      'hiring-budget': {
        frame: 'This is about budget and hiring: growth against safety, both with good reasons.',
        question: 'Which number could the decision hang on, such as revenue or runway?',
      },
      'investor-pressure': {
        frame: 'An investor is applying pressure, and behind it is the question of who actually steers the company.',
        question:
          'What exactly does the investor expect, and how much of it is in the contract rather than just a wish?',
      },
      'early-employee': {
        frame:
          'This is about the role of an early team member: whoever was there from the start often feels co-responsible, even when the roles have changed since.',
        question: 'Which role and which say were explicitly promised to this person over time?',
      },
      'culture-language': {
        frame: 'Different communication cultures meet here: what is plainly direct to some sounds harsh to others.',
        question: 'Is there already a spoken agreement in the team on how directly criticism is given?',
      },
      friendship: {
        frame: 'Friendship and company have got tangled: every dispute about the business also hits the relationship.',
        question: 'Which rule could help keep company matters and the friendship apart?',
      },
      // The other direction of a case (situation-fit.ts, frameFor): its own frame and question.
      'exit/leaving': {
        frame:
          'You are thinking about leaving yourself. Two separate questions help: whether you go, and how you settle it so that the company and your relationship come through it well.',
        question: 'How sure are you already: is leaving decided, or are you still looking for what could keep you?',
      },
      'exit/split': {
        frame:
          'The split is fresh, and the next days count: what the team hears, who takes over what, and what happens to equity, access and contracts.',
        question: 'What needs settling first this week: what the team hears, the handover or the equity?',
      },
      'underperformance/accused': {
        frame:
          'Here you are the one being criticised. Before it is about right or wrong, it helps to understand the accusation exactly and to separate what is true in it from what is not.',
        question: 'What exactly are you accused of, and which part of it do you think is fair and which is not?',
      },
      'i-messages/accused': {
        frame:
          'Here you are the one being criticised. Before it is about right or wrong, it helps to understand the accusation exactly and to separate what is true in it from what is not.',
        question: 'What exactly are you accused of, and which part of it do you think is fair and which is not?',
      },
      'mediation/tried': {
        frame:
          'Outside help has already been tried, and the effect did not last. Then it is worth looking at what was missing after the sessions: binding agreements, a fixed follow-up date, someone who checks in.',
        question: 'What was agreed back then, and where did it break down in everyday work afterwards?',
      },
      'glasl/silent': {
        frame:
          'The talking has broken off: when people stop speaking to each other, guesses fill the gap, and the conflict keeps growing in silence.',
        question: 'Where is there still any direct contact at the moment, and what is still talked about then?',
      },
      'commitment/unequal': {
        frame:
          'The effort here is unevenly split, and as long as nobody says it, frustration grows on the side that carries more. A next step: raise it soon, one to one at a calm moment, with what you observe rather than a verdict, for example: _I notice the work is unevenly split right now, and it is on my mind. Let us talk about who can realistically take on what._',
        question: 'In which concrete task does the imbalance show most clearly?',
      },
      'emotions/held': {
        frame:
          'Something is building up here that nobody has said yet, and over time it colours every small thing. A next step: raise it while it is still small, one to one and with one concrete example, for example: _Something has been on my mind for longer than I have shown, and I would rather say it openly before it stands between us._',
        question: 'Which concrete moment annoyed you most recently?',
      },
      'mediation/lead': {
        frame:
          'You are watching the conflict between the two of them from outside, and as long as nobody says anything, the team arranges itself around it. A next step: in the next few days talk to each of them alone, describe what you observe without judging, and ask what they need; then a joint conversation that you lead.',
        question: 'Which of the two would you talk to first, and why?',
      },
      'friendship/family': {
        frame:
          'Family and company are running into each other here: what goes wrong at work ends up at the dinner table, and what holds in the family carries on in the office. A next step: separate the roles visibly, with a fixed time for company matters and an agreement on what is not discussed outside the company; raise it one to one, not in front of the team or the family.',
        question: 'What is this person’s role in the company, and is it written down anywhere?',
      },
      'decision-rights/alone': {
        frame:
          'Something that affects you too was decided alone, and you only found out afterwards. A next step: in the talk, separate the decision itself from the way it was made and raise the way first, for example: _This is less about the decision than about hearing of it afterwards. I want to be involved beforehand when it affects me._',
        question: 'Which kind of decision should no longer be made without you?',
      },
      'commitment/absent': {
        frame:
          'Someone has all but disappeared, even without an open fight: when a person withdraws quietly, they leave gaps, and whoever fills them usually carries the load without a word and with growing frustration.',
        question:
          'Have you named the absence directly yet, or are you still waiting to see whether it sorts itself out?',
      },
    },
    carried: (task) => `Meanwhile you are carrying ${task} alone.`,
    restated: {
      opening: 'So, as I understand it: {clause}.',
      party: 'Which part of this matters most to you when you talk to {party} about it?',
      plain: 'Which part of this matters most to you when you raise it?',
      outcome: 'What would a good outcome be for you, and what would {party} have to do for it?',
      outcomePlural: 'What would a good outcome be for you, and what would {party} have to do for it?',
      aim: 'What do you think matters to {party} in this?',
      aimPlural: 'What do you think matters to {party} in this?',
      together: 'What would a good outcome be for you, and what would you and {party} have to agree on for it?',
      clientOutcome: 'What would a good outcome be for your client, and what would {party} have to do for it?',
      clientOutcomePlural: 'What would a good outcome be for your client, and what would {party} have to do for it?',
      client: { female: 'your client', male: 'your client' },
      thought: {
        want: 'So a decision about the {topic} is on the table, and often the real argument is who makes it and what it is measured by, more than the thing itself.',
        act: 'So with the {topic} this is about more than one incident: it is about what gets agreed beforehand and who has a say.',
        whether:
          'So the open question is {topic}, and often the real argument is what the answer is measured by, more than the thing itself.',
      },
      ask: {
        want: {
          one: 'When it comes to the {topic}, what would have to be true for you to go along, and how much of that does {party} know?',
          several:
            'When it comes to the {topic}, what would have to be true for you to go along, and how much of that do {party} know?',
        },
        act: {
          one: 'What would have to change about the {topic} for it to work for you, and what would {party} have to do differently?',
          several:
            'What would have to change about the {topic} for it to work for you, and what would {party} have to do differently?',
        },
        lead: {
          one: 'What would have to be settled about the {topic} for things to work again, and how much of it will you decide yourself?',
          several:
            'What would have to be settled about the {topic} for things to work again, and how much of it will you decide yourself?',
        },
        whether: {
          one: 'What would tell you {topic}, and how much of that does {party} already know?',
          several: 'What would tell you {topic}, and how much of that do {party} already know?',
        },
        pair: {
          one: 'What would have to change about the {topic} for it to work for both sides, and what part of that could you start yourself?',
          several:
            'What would have to change about the {topic} for it to work for both sides, and what part of that could you start yourself?',
        },
        alone: {
          one: 'What would have to change about the {topic} for it to work for you, and who would you raise it with first?',
          several:
            'What would have to change about the {topic} for it to work for you, and who would you raise it with first?',
        },
      },
      aboutWhom: {
        thought: 'So it is about {party}, and what happened between you is still to come.',
        question: 'What did {party} do or say most recently that made you write to me now?',
      },
      settingOnly: {
        thought:
          'Good that you tell me first where you stand: that helps me place what is going on between you and {name}.',
        question: 'What is going on between you and {name} right now?',
      },
      onTopic: {
        one: 'What would have to be settled about {topic} for you, and how much of that does {party} already know?',
        several: 'What would have to be settled about {topic} for you, and how much of that do {party} already know?',
        alone: 'What would have to be settled about {topic} for you, and who would you talk it through with first?',
        lead: 'What would have to be settled about {topic} for things to work again, and how much of it will you decide yourself?',
      },
    },
    added: {
      worry: 'What makes you expect that {worry}, and what could you say beforehand so it does not come to that?',
      decision: 'What will you do first {decision}, and who should know about it beforehand?',
      person: {
        one: 'What part does {party} play in this, and what would you want from them?',
        several: 'What part do {party} play in this, and what would you want from them?',
      },
      amount: 'What do the {amount} mean for you, and how will you bring that into the conversation?',
      attempt: {
        parties:
          'Why do you think your attempt did not land with the other side, and what would you do differently next time?',
        history: 'What do you think got in the way last time, and what would you do differently next time?',
        escalation: 'What went wrong between you in that attempt, and how would you approach the next one differently?',
        interests: 'What mattered to you in that attempt, and what would you do differently next time?',
        options: 'After that attempt, what would you do differently next time, and which ways do you see for that?',
      },
      deadline: {
        parties: 'Who has to have a say {deadline}, and what really has to be settled by then?',
        history: 'What is already settled, and what really still has to be settled {deadline}?',
        escalation:
          'How much pressure does the deadline {deadline} put on you both, and what really has to be settled by then?',
        interests: 'What really has to be settled {deadline}, and what can wait until after?',
        options: 'Which ways are there to settle it {deadline}, and what can wait until after?',
      },
      constraint: {
        parties: 'Who could change that, and what is still in your hands?',
        history: 'What have you already tried within those limits, and what is still in your hands?',
        escalation: 'How much is that limit weighing on things right now, and what is still in your hands?',
        interests: 'What matters to you even though you cannot change that right now, and what is still in your hands?',
        options: 'What is still in your hands, even if you cannot change that part right now?',
      },
      thing: {
        parties: 'Who else has a say when it comes to {thing}, and how does the other side see it?',
        history: 'What has happened so far with {thing}, and how much of it have you already raised?',
        escalation: 'How much is {thing} heating up the conflict right now, and what would calm it down?',
        interests: 'What matters most to you about {thing}, and what do you think the other side cares about?',
        options: 'What solution could you imagine for {thing}, and what part of it can you start yourself?',
      },
      ahead: {
        parties: 'What exactly happens {time}, and who needs a say before then?',
        history: 'What exactly happens {time}, and what have you already raised before then?',
        escalation: 'What exactly happens {time}, and how tense could it get between you before then?',
        interests: 'What exactly happens {time}, and what has to be settled for you by then?',
        options: 'What exactly happens {time}, and what part of it can you prepare yourself before then?',
      },
      time: {
        parties: 'What has changed between you {time}, and how does the other side see it?',
        history: 'What has happened {time}, and how much of it have you already raised?',
        escalation: 'How has the mood developed {time}, and what would calm it down now?',
        interests: 'What has hit you hardest about what has happened {time}, and what matters most to you now?',
        options:
          'After all that has happened {time}, what would need to change, and what part of it can you start yourself?',
      },
      wish: {
        parties: 'Who would need to go along so that you can {wish}, and how does the other side see it?',
        history: 'What has stood in the way so far of being able to {wish}, and what have you already raised?',
        escalation: 'How much does the conflict get in the way of being able to {wish}, and what would calm it down?',
        interests: 'Why does it matter so much to you to {wish}, and what do you think the other side cares about?',
        options: 'What would be a first small step so that you can {wish}, and what part of it can you start yourself?',
      },
      refusal: {
        parties: 'What do you think is behind that no, and how does the other side see the matter?',
        history: 'How did that no come about, and how much of it have you already raised?',
        escalation:
          'How much is that no hardening the fronts right now, and what would make it easier for the other side to move?',
        interests: 'What might the other side be protecting with that no, and what matters to you in it?',
        options: 'What could make it easier for the other side to move after all, and what part of that is up to you?',
      },
    },
    corrected: {
      ack: 'Thanks for putting me right, I had misread that.',
      basis: 'So, to get it right: {clause}.',
    },
    ownState: {
      shift: 'After a shift like that this is a lot at once, and none of it has to be decided today.',
      sleep: 'On that little sleep something like this weighs double, and none of it has to be decided today.',
      drained: 'You sound pretty drained, and that has a place here too: none of it has to be decided today.',
    },
    roleSteps: {
      employee:
        'Between colleagues you do not have to even this out alone: raise it directly and calmly first, and if nothing changes, in your next 1:1 with your own lead, with concrete examples and a proposal for a team agreement on who takes what.',
      lead: 'As their lead, this is a case for a one-to-one feedback talk: describe what you observe, ask about the reasons and agree on concrete expectations with a date to look at them together.',
      investor:
        'As an investor you have most effect through the agreed channels: raise it with the founders directly first, then make it a topic at the next board meeting or in the updates, with clear expectations rather than stepping into day-to-day work.',
      hr: 'In HR it helps to talk to each side separately first and to involve their lead, before you agree together on who takes what.',
    },
    stateOnly: {
      ack: 'That sounds like a stretch that has cost you a lot of energy, and it can simply be here as it is. None of it has to be solved today.',
      questions: [
        'What would give you the most breathing room in the next few days?',
        'Is there something specific that is draining you most right now, or is it simply the amount?',
        'What could someone take off your plate this week?',
      ],
    },
    closing: {
      thanks: (plan) =>
        plan
          ? `You are welcome. You have your plan: “${plan}”. If you like, we can still prepare your first sentence or a plan B here; otherwise come back after the conversation.`
          : 'You are welcome. If you like, we can go on here whenever you are ready, or come back when something new comes up.',
      plain:
        'Glad it helped. Take with you what became clearer today, and pick a calm moment for the conversation. Come back whenever you like, after the talk or when something new comes up. Good luck!',
      withPlan: (plan) =>
        `Glad it helped. You are taking away: “${plan}”. Come back whenever you like, after the conversation or when something new comes up. Good luck!`,
      step: (kind, when) => {
        // "Thursday's sync" is a meeting: "at Thursday's sync"; "tomorrow", "after lunch" stand alone.
        const at = when ? (/^\p{Lu}\p{Ll}+day's\b/u.test(when) ? ` at ${when}` : ` ${when}`) : '';
        const done = {
          send: `Good luck with sending it${at}.`,
          post: `Good luck with posting it${at}.`,
          talk: `Good luck with the conversation${at}.`,
          book: `Good luck with booking it${at}.`,
          other: `Go ahead with it${at}, that sounds good.`,
        }[kind];
        return `You are welcome. ${done} If you like, tell me afterwards how it went.`;
      },
    },
    thanks: 'You are welcome.',
    pointsIntro: (title) => `On **${title}**, a few pointers:`,
    tipIntro: (title) => `**${title}:**`,
    toolHint: (label, path) => `If you like, our tool [${label}](${path}) can help with this.`,
    mediatorHint: (stage, stageName) =>
      `What you describe resembles Glasl’s stage ${stage} ("${stageName}"), as an orientation, not a diagnosis. From this stage on, a mediator can make a real difference.`,
    memory: (summary, date) => `Last time${date ? ` (${date})` : ''} we talked about: ${summary}`,
    results: {
      analysis: (category, stage, stageName) =>
        `Your analysis showed the focus on **${category}** and escalation around stage ${stage} ("${stageName}").`,
      style: (dominant, leastUsed) =>
        `Your conflict style test showed **${dominant}** as your strongest style and **${leastUsed}** as the one you use least.`,
      values: (top) => `Your values radar showed the values that matter most to you: **${top}**.`,
    },
    questions: {
      situation: [
        q('Could you give me a concrete example: when did you last run into this, and what exactly happened?'),
        q('What about it is on your mind most right now?'),
        q('When did you notice that a disagreement had turned into a conflict?', 'conflict'),
      ],
      parties: [
        q(
          'Who is involved in the conflict, and what was your relationship like before it got difficult?',
          'party',
          'conflict',
        ),
        q('Who else is affected, such as the team, investors or customers?'),
        q('How would you describe your relationship when you are not arguing about this point?', 'party', 'conflict'),
      ],
      history: [
        q('What have you already tried to resolve it, and what happened?', 'party'),
        q('Have you ever talked openly about this point, and how did it go?', 'party'),
        q('How long has this tension been there, and what have you done about it so far?'),
      ],
      escalation: [
        q(
          'How do you talk to each other at the moment: still factually, with accusations, or hardly at all?',
          'twoSided',
          'party',
        ),
        q('Have sides formed, or is someone looking for allies in the team?', 'heated'),
        q('What is the most heated thing that has happened between you so far?', 'heated', 'party'),
      ],
      interests: [
        q('What really matters to you here, beyond what you are asking for?', 'party'),
        q('Which need lies behind this conflict for you?', 'party', 'conflict'),
        q('How would you know that the conflict has been resolved well?', 'conflict'),
      ],
      options: [
        q('Which options do you see that could work for both of you?', 'twoSided', 'party'),
        q('If you work well together six months from now, what will you have done differently?', 'twoSided', 'party'),
        q('What would be a small step that is fair to both sides?', 'twoSided'),
      ],
      next_step: [
        q('What is your next concrete step, and by when do you want to take it?'),
        q('When and where could you start the conversation, and with which first sentence?'),
      ],
    },
    partyQuestions: {
      parties: [q('How do you think {party} would describe the situation?')],
      history: [q('Have you ever talked openly about this with {party}, and how did they react?', 'party')],
      interests: [q('What do you think {party} wants to achieve at heart?')],
      options: [q('Which solution could be attractive for {party}, too?')],
      next_step: [q('When could you talk this through calmly with {party}, and how would you begin?', 'party')],
    },
    topicQuestions: {
      situation: [q('Could you give me a recent example of {topic}: what exactly happened?')],
      parties: [q('Who besides you is involved in {topic}, and how is your relationship otherwise?', 'party')],
      history: [q('What have you already tried about {topic}, and what happened?', 'party')],
      escalation: [
        q(
          'How do you talk about {topic} at the moment: still factually, with accusations, or hardly at all?',
          'twoSided',
          'party',
        ),
      ],
      interests: [q('When it comes to {topic}, what matters most to you, beyond a quick fix?')],
      options: [q('When it comes to {topic}, which solutions can you imagine that would work for everyone involved?')],
      next_step: [q('When it comes to {topic}, what is your next concrete step, and by when?')],
    },
    leadQuestions: {
      situation: [
        q('What happened between the two of them most recently, in a concrete example?'),
        q('Where do you notice in everyday work that the conflict is already costing the team?'),
      ],
      parties: [
        q('How would each of the two describe the situation if you asked them separately?'),
        q('Who else in the team notices the conflict, and how does the team react?'),
      ],
      history: [
        q('What have you already done in your role, and how did the two of them react?'),
        q('Have the two of them ever talked about it directly, and how did that go?'),
      ],
      escalation: [
        q(
          'How do the two of them talk to each other at the moment: still factually, with accusations, or hardly at all?',
        ),
        q('Is anyone in the team already taking sides with one of them?', 'heated'),
      ],
      interests: [
        q('What does each of them need to work well together again, beyond their positions?'),
        q('What matters to you in your role here, and where is your limit?'),
      ],
      options: [
        q('Which solution could both of them accept without either losing face?'),
        q('What will you decide yourself, and what should the two of them settle between themselves?'),
      ],
      next_step: [
        q(
          'When will you talk to the two of them, and what will you say at the start so it is clear that you mediate rather than judge?',
        ),
        q('How will you notice in two weeks that something has moved between the two of them?'),
      ],
    },
    wrapUp: [
      q('What else do you need so that this step works?'),
      q('What could stop you, and how will you deal with it?'),
      q('Who or what could support you in this?'),
      q('How will you notice that the step has changed something?'),
      q(
        'On a scale from 1 to 10, how confident are you that you will take this step, and what would get you one point higher?',
      ),
      q('Would you like to try out your first sentence for the conversation here?'),
    ],
    easyQuestions: {
      situation: [
        q('What is it mainly about: money, roles, commitment or something else?'),
        q('What happened most recently, in one sentence?'),
        q('Is this new, or has it been going on for a while?'),
      ],
      parties: [
        q('Who is it mainly about?'),
        q('How did you get along before: well, so-so or badly?', 'party'),
        q('Have you known each other long?', 'twoSided', 'party'),
      ],
      history: [
        q('Have you talked about it yet, yes or no?', 'party'),
        q('Does the other side know that this bothers you?', 'twoSided', 'party'),
        q('What was your last attempt to sort it out?'),
      ],
      escalation: [
        q('Are you still talking normally with each other?', 'twoSided', 'party'),
        q('Is it loud between you, or rather quiet?', 'party'),
        q('How was your last conversation, in one word?', 'party'),
        q('Are the two of them still talking to each other, yes or no?', 'lead'),
      ],
      interests: [
        q('What would matter most to you here?'),
        q('What should change first?'),
        q('What could you least do without?'),
      ],
      options: [
        q('What would already be a small improvement?'),
        q('What used to work well?'),
        q('Which idea have you already dropped?'),
      ],
      next_step: [
        q('What could you do this week, even something small?'),
        q('Who could you talk to about it first?'),
        q('Which first sentence would feel right to you?'),
      ],
    },
    planAck: [
      'You already have a plan: “{quote}”. That is a good place to start.',
      'Good that you already know what you want to do: “{quote}”.',
      'Sounds like you have a plan: “{quote}”. Let’s walk through it.',
    ],
    proposalAck: [
      'That is a concrete proposal: “{quote}”.',
      'Your idea: “{quote}”. That is something to work with.',
      'There is an idea on the table: “{quote}”.',
    ],
    proposalQuestions: {
      weigh: [
        q('What would this proposal solve for you, and what would stay open?'),
        q('What do you think {party} will say to it?'),
        q('What do you think the other side will say to it?', 'twoSided'),
      ],
      bringUp: [q('How will you bring it up so that it sounds like an offer rather than a demand?')],
    },
    generalAdvice:
      'Have a calm one-to-one conversation about exactly one point. Say what you observe and what it means for you, as an I-message, then listen to how {party} sees it. At the end, write down one rule for that point, with a date when you check whether it holds.',
    planQuestions: {
      when: [q('When exactly will you do it, and how will you make sure you are not interrupted?')],
      opening: [
        q('Which first sentence will you open with, so that {party} does not get defensive straight away?'),
        q(
          'Which first sentence will you open with, so that the other side does not get defensive straight away?',
          'twoSided',
        ),
      ],
      fallback: [q('And if it goes differently than you hope: what is your plan B?')],
      offer: [q('Shall I suggest a structure for the conversation, from how to open to the agreement?')],
    },
    offers: {
      record: [
        'Good, then let us keep what counts. For each incident, write down:',
        '- **When and where:** date, time, place.',
        '- **What exactly happened:** the words, as precisely as you remember them, and what was done.',
        '- **Who was there** or knows about it.',
        '- **How you felt afterwards** and what it means for your work.',
        '- **Evidence:** messages, emails and pictures, saved somewhere only you can open.',
        'Bullet points are enough, at your own pace. It does not have to be complete to count.',
      ].join('\n'),
      prepare: [
        'Good. For the first conversation with the person affected:',
        '1. **A protected setting:** one to one, with time, not between two meetings.',
        '2. **Listen and take it seriously:** say you are glad they told you. No judgement, and no probing whether it really happened that way.',
        '3. **Ask what they need,** and decide nothing over their head.',
        '4. **Be honest about your duty:** you have to act. Say what you will do next and what stays confidential.',
        '5. **Name where to get help:** counselling services and, if they want, an expert.',
      ].join('\n'),
    },
    summary: {
      title: 'Summary of our conversation',
      situation: 'Situation',
      parties: 'People involved',
      interests: 'Interests and needs',
      options: 'Options',
      nextSteps: 'Next steps',
      none: 'Not discussed yet.',
      noParties: 'Not named yet.',
      stepConversation: (party) => `Arrange a calm conversation with ${party} and open with an I-message.`,
      stepTool: (label, path) => `Use the [${label}](${path}) to get a clearer picture of where you stand.`,
      stepRule: 'Write down a shared rule for the disputed point.',
      stepMediator: 'Bring in a mediator.',
      stepFollowUp: 'Check in two weeks what has changed.',
    },
    roleplay: {
      intro: (counterpart) =>
        `_Role-play: I am now playing ${counterpart}. Write the way you would speak in the real conversation. If you would like feedback on your wording, choose "Feedback"._`,
      chatIntro: (counterpart) =>
        `_Role-play: I am now playing ${counterpart}. Write the way you would speak in the real conversation. Write **feedback** when you want feedback on your wording, or **stop** to end it._`,
      chatOpening: 'Okay, I am here. You wanted to talk. What is going on?',
      defaultCounterpart: 'the other side',
      opening: [
        'You wanted to talk? Honestly, I do not have much time. What is this about?',
        'Okay, I am here. I can guess what this is about. So, what is going on?',
      ],
      defensive: [
        'Hold on. That is not true, and I am not going to just take that. What exactly do you mean?',
        'Now that is unfair. I am making an effort too, you just do not see it. What makes you say that?',
        'Always me, right? You are making this easy for yourself. What about your part in it?',
      ],
      openingUp: [
        'Hm. I had not looked at it that way. What I actually care about is that we move faster. What do you suggest?',
        'Okay, thanks for putting it like that. Honestly, I am not happy with how things are going either. What would you need from me?',
      ],
      neutral: [
        'I honestly do not quite get what you want from me yet. Can you be more specific?',
        'Maybe. But I see it differently, and I have good reasons. What exactly bothers you about it?',
        'Hm. And what does that mean for me, concretely?',
      ],
      answerQuestion: [
        'What matters most to me is not being slowed down on every little thing. Is that what this is about for you, too?',
        'Honestly, I often feel alone with the responsibility. How do you see it?',
      ],
      reason: [
        'Okay, that is an argument, and I know the numbers too. But I am the one who lives with the consequences. What exactly are you proposing?',
        'That may be true. Still, it feels as if this was decided before I could say anything. How fixed is this for you?',
      ],
      decision: [
        'Hold on, you just decided that on your own? I would have liked to hear about it first. Why?',
        'That is pretty sudden. What happened that you are settling it like this?',
      ],
      counterProposal: [
        'If you ask me like that: let us try it for a month and then look at the numbers together. Can you live with that?',
        'My suggestion would be not to settle it today, but for each of us to bring our numbers by the end of the week. Would that work for you?',
      ],
    },
    feedback: {
      title: 'Feedback on your wording',
      nothing: 'I have not found any sentences of yours in the role-play that I can give feedback on yet.',
      strengths: 'What works well',
      change: 'What you could phrase differently',
      iMessage: (quote) => `“${quote}”: an I-message. You speak about yourself, which invites listening.`,
      request: (quote) => `“${quote}”: a request rather than a demand. It leaves the other side room.`,
      youMessage: (quote) =>
        `“${quote}”: a you-message. It easily sounds like a verdict on the person. Try "I experience ..." or "I miss ...".`,
      generalisation: (quote, word) =>
        `“${quote}”: "${word}" is a generalisation. The other side then looks for the counter-example instead of a solution. Name one concrete situation instead.`,
      demand: (quote) =>
        `“${quote}”: a demand. Phrased as a request ("Would you be willing to ...") a real yes becomes more likely.`,
      blame: (quote) => `“${quote}”: blame. It usually leads to defence. Describe the effect on you instead.`,
      tryInstead: 'A suggestion: "I noticed that ... I feel ... It matters to me that ... Would you be willing to ..."',
      neutral: (quote) =>
        `“${quote}”: a start. It gets stronger when you say what you observe, what it does to you and what you ask for.`,
      contrast: (first, later) =>
        `Comparing your attempts: “${first}” opened with a judgement of the other person, “${later}” speaks of you. The second opens the conversation, the first narrows it.`,
      reason: (quote) =>
        `“${quote}”: you give a concrete reason. That makes it something to discuss, not something personal.`,
      decision: (quote) =>
        `“${quote}”: clear on the substance, but it sounds like a decision already made. Add why, and ask what the other side needs to be able to live with it.`,
      closing: (party, quote, when) =>
        when
          ? `Your next step is the real conversation ${when} with ${party}. ${
              quote
                ? `Take this sentence with you: “${quote}”, and say right after it what you are offering.`
                : 'Open with an I-message like the suggestion above.'
            }`
          : `For the real conversation: as your next step, arrange a calm time with ${party}${
              quote
                ? ` and take this sentence with you: “${quote}”.`
                : ' and open with an I-message like the suggestion above.'
            }`,
    },
    handoff: {
      title: 'Case summary for an expert',
      topic: 'Topic',
      parties: 'People involved',
      stage: 'Escalation (estimated on Glasl’s scale)',
      stageValue: (stage, name) => `Around stage ${stage} ("${name}"), as an orientation`,
      stageUnknown: 'No estimate yet',
      untitled: 'Request from the conflict advisor',
      harassmentTopic: 'Harassment, abuse or discrimination',
      wish: 'What I would like',
      language: 'Language',
      languageName: 'English',
      summary: 'What it is about',
      results: 'My self-assessment result',
      resultLines: {
        analysis: (category, stage, stageName) =>
          `My conflict analysis showed the focus on ${category} and escalation around stage ${stage} ("${stageName}").`,
        style: (dominant, leastUsed) =>
          `My conflict style test showed ${dominant} as my strongest style and ${leastUsed} as the one I use least.`,
        values: (top) => `My values radar showed the values that matter most to me: ${top}.`,
      },
      note: '_Please read the text and add or remove whatever you like. It is sent to our experts only once you confirm it._',
    },
    links: {
      expert: 'Talk to an expert',
      directory: 'Browse our experts',
      booking: 'Book a session with an expert',
      checklist: 'Conflict analysis checklist',
    },
    party: { fallback: 'the other person' },
    cautionQuestion: 'How are you right now, as you write this?',
    afterCrisis: {
      notes: {
        steps:
          'Those are good steps, and it is right to get support. We can look at the conflict once you have a bit more ground under your feet again.',
        unsure:
          'Being unsure is completely fine, and writing it down here is already a step. You do not have to tell everything at once: a person you trust, your doctor, or a crisis line: **116 123** (Samaritans, UK and Ireland), **988** in the US, Telefonseelsorge **0800 111 0 111** in Germany, many of them also by chat, where you do not even have to speak.',
        plain:
          'Thank you for writing on. I am here, and we can look at the conflict once you have a bit more ground under your feet again.',
      },
      question: 'How are you right now, having written this down?',
      next: 'What would make it easier to talk to someone about it, a person you trust or a crisis line (**116 123**, **988** in the US)?',
    },
    requests: {
      // "I want to practise in English": the language to practise in, nobody to play yet.
      language: {
        answers: [
          "Sure, let's practise it in the language the talk will be in. Write me the sentence you want to open with, the way you would say it, and I'll tell you how it comes across. After that I can play the other side, if you like.",
          "Good, let's carry on in that language. Write me your next sentence the way you would say it.",
        ],
        questions: [
          'Which sentence do you want to start with?',
          'Shall I play the other side afterwards, so you can go through it once in full?',
        ],
      },
      practise: {
        answers: ['Yes, happy to.', 'Sure, one more round.'],
        questions: [],
      },
      recap: {
        answers: [],
        questions: ['Is anything important missing, or does that fit?', 'Which part of it matters most to you?'],
      },
      pointers: {
        answers: [],
        questions: ['Which of these points will be hardest for you?', 'Which of them do you want to write down?'],
      },
      // The artefact's own question comes from `artefact` (artefacts.ts).
      artefact: { answers: [], questions: [] },
      nextstep: {
        answers: [],
        questions: ['By when do you want to take this step?', 'What do you still need to take it?'],
      },
      handover: {
        answers: [
          'Sure, here is a short summary of our conversation that you can pass on. Through **Talk to an expert** below the chat it turns straight into a request, which you can still edit before sending.',
        ],
        questions: [
          'What would you change or add before you pass it on?',
          'Is anything missing that the expert should definitely know?',
        ],
      },
      structure: {
        answers: [],
        questions: [
          'Which part of this structure will be hardest, and how will you prepare for it?',
          'How will you set the frame at the start, in one sentence?',
        ],
      },
      meantime: {
        answers: [],
        questions: ['Which of these will be hardest for you?', 'Which one will you start with tomorrow?'],
      },
      ask: {
        answers: [],
        questions: [
          'Which of these questions would you ask first?',
          'How would you put the question in your own words?',
        ],
      },
      endure: {
        answers: [],
        questions: [
          'Which of these points matters most to you right now?',
          'Shall we play through the hardest moment of it once?',
        ],
      },
      whatif: {
        answers: [],
        questions: [
          'How would you say that in your own words?',
          'Which part of it do you trust yourself to do in that moment?',
        ],
      },
      judge: {
        answers: [],
        questions: [
          'Which date and which criterion would you set?',
          'How will you bring it up so that it sounds like an offer rather than a demand?',
        ],
      },
      choice: {
        answers: [],
        questions: ['What still speaks against it for you?', 'How will you go about the first step of it?'],
      },
      compose: {
        answers: [],
        questions: ['What would you change?', 'Which part does not sound like you yet?'],
      },
      options: {
        answers: [],
        questions: ['Which of them fits best, and why?', 'What would it take for the best one to really work?'],
      },
      revise: {
        answers: [],
        questions: [
          'Does it fit better now, or what is still missing?',
          'What would you still change?',
          'Would you send it like this, or should something go in or out?',
          'Does it sound like you now?',
        ],
      },
      opening: {
        answers: [],
        questions: [
          'What of it would you say differently in your own words?',
          'How does it sound when you say it out loud once?',
        ],
      },
      repair: {
        answers: [
          'Fair, that was too generic. Concretely: {advice}',
          'You are right, that did not help you. More directly: {advice}',
        ],
        questions: [
          'Which part of it could you take on this week?',
          'Shall we turn it into the first two sentences of the conversation?',
        ],
      },
      concrete: {
        answers: [
          'Got it, no more questions about feelings. Something concrete: {advice}',
          'Okay, practically: {advice}',
        ],
        questions: [
          'Shall we turn it into the first two sentences of the conversation?',
          'Which part of it could you take on this week?',
        ],
      },
      suggest: {
        answers: ['In your place I would start like this: {advice}', 'My suggestion, straight out: {advice}'],
        questions: ['What of it fits your situation, and what does not?', 'Which part of it could you try first?'],
      },
      draft:
        'Your draft opens with: “{quote}”. It gets warmer when it first says why you are telling them yourself and what the work together means to you, and right after it what you offer.',
      wording: {
        answers: [
          'Happy to work on the wording, it is worth it. An opening usually lands well in three steps: first why you want to talk and what the work together means to you, then your message as an I-message, without *always* and *never*, and at the end what you offer or what you ask for.\n\nFor example, for your situation: {example}',
          'One more thought on the wording: say first why you are telling them yourself, and right after it what you offer. Then even hard news does not sound cold.',
          'Two sentences to start with, to put into your own words: _I want you to hear this from me first, because our work together means a lot to me. I have made a decision, and I would like us to work out together how to handle it well._',
        ],
        questions: [
          'How would your first sentence sound in this shape, in your own words?',
          'Which part of it does not feel right to you yet?',
          'How does it sound to you when you say it out loud once?',
        ],
      },
      decide: {
        answers: [
          'I understand that you want a clear answer. I will not make the decision for you, because you are the one who lives with it and I only see part of the picture. But I can help you see it more clearly: behind a yes or no there is often the question of what would have to change for things to go on well.',
          'A decision from the outside would not help you for long. What I can give you is a clear view of what you have told me.',
        ],
        questions: [
          'What speaks most strongly for it for you, and what most strongly against it?',
          'What would have to happen for you to say in three months that it was the right decision?',
        ],
      },
      start: {
        answers: [
          'When everything is too much at once, a small first step helps: a single sentence to the other side that says how you are and what you wish for, for example: I am at my limit right now and I would like us to split the work differently.',
          'It does not have to be the whole way, only the next small step.',
        ],
        questions: [
          'What would be a first step that feels doable for you, even if it is small?',
          'What could you do today or tomorrow that takes no more than ten minutes?',
        ],
      },
      overreacting: {
        answers: [
          'Whether you are overreacting I cannot judge from the outside, but your reaction shows that something important has been touched. It helps to keep two things apart: how something happened, for example in public or without talking to you first, and what it is about in substance. Both can be justified.',
          'Your reaction deserves to be taken seriously, even if it surprises you.',
        ],
        questions: [
          'What hits you harder: the way it happened, or what it is about?',
          'What would you have wished for from the other side at that moment?',
        ],
      },
    },
  },
};
