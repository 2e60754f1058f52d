// Runs the scripted conversations through the real engine (offline coach, safety layer, language
// detection) as the chats send them, and scores every reply with the rubric. Used by the Jest
// test (evaluation.test.ts) and by `npm run bench -- --only coach` (cli.ts).
import { loadConfig } from '../../platform/config';
import { createAdvisorEngine, type AdvisorEngine } from '../engine';
import type { AdvisorAction, AdvisorMessage, AdvisorMeta, CoachPhase, Lang } from '../types';
import asks from './conversations/asks.json';
import de from './conversations/de.json';
import en from './conversations/en.json';
import everyday from './conversations/everyday.json';
import fresh from './conversations/fresh.json';
import forms from './conversations/forms.json';
import fresh2 from './conversations/fresh2.json';
import heldOut from './conversations/held-out.json';
import heldOut2 from './conversations/held-out2.json';
import heldOut3 from './conversations/held-out3.json';
import heldOut4 from './conversations/held-out4.json';
import heldOut5 from './conversations/held-out5.json';
import heldOut6 from './conversations/held-out6.json';
import heldOut7 from './conversations/held-out7.json';
import heldOut8 from './conversations/held-out8.json';
import heldOut9 from './conversations/held-out9.json';
import heldOut10 from './conversations/held-out10.json';
import heldOut11 from './conversations/held-out11.json';
import heldOut12 from './conversations/held-out12.json';
import heldOut13 from './conversations/held-out13.json';
import heldOut14 from './conversations/held-out14.json';
import heldOut15 from './conversations/held-out15.json';
import heldOut16 from './conversations/held-out16.json';
import heldOut17 from './conversations/held-out17.json';
import heldOut18 from './conversations/held-out18.json';
import heldOut19 from './conversations/held-out19.json';
import heldOut20 from './conversations/held-out20.json';
import heldOut23 from './conversations/held-out23.json';
import heldOut21 from './conversations/held-out21.json';
import heldOut22 from './conversations/held-out22.json';
import heldOut24 from './conversations/held-out24.json';
import heldOut25 from './conversations/held-out25.json';
import heldOut27 from './conversations/held-out27.json';
import heldOut28 from './conversations/held-out28.json';
import heldOut26 from './conversations/held-out26.json';
import heldOut28b from './conversations/held-out28b.json';
import heldOut29 from './conversations/held-out29.json';
import heldOut30 from './conversations/held-out30.json';
import heldOut31 from './conversations/held-out31.json';
import heldOut37 from './conversations/held-out37.json';
import heldOut38 from './conversations/held-out38.json';
import heldOut38b from './conversations/held-out38b.json';
import help from './conversations/help.json';
import mixed from './conversations/mixed.json';
import requests from './conversations/requests.json';
import roles from './conversations/roles.json';
import { checkReply, rubricChecks, type CheckResult, type EvaluatedTurn, type RubricCheck } from './rubric';

/** A turn of a script: a user message, or a premium action (with a message for a role-play turn). */
export type ScriptTurn =
  | string
  | {
      user?: string;
      action?: AdvisorAction;
      /** Whom the advisor plays (roleplay_start). */
      counterpart?: string;
      /** The language of this message when it differs from the conversation's. */
      lang?: Lang;
      /** The boundary this message calls for. */
      boundary?: 'legal' | 'medical';
      /** This message carries a crisis signal: help first is right here (and nowhere unmarked). */
      crisis?: boolean;
      /** An ambiguous signal: the gentle note with the crisis lines is right here, help first is not. */
      gentle?: boolean;
    };

export interface Conversation {
  id: string;
  lang: Lang;
  /** The interface language (defaults to `lang`). */
  ui?: Lang;
  /** What it is about, for the report. */
  theme: string;
  turns: ScriptTurn[];
}

export interface ConversationSet {
  name:
    | 'de'
    | 'en'
    | 'mixed'
    | 'held-out'
    | 'held-out2'
    | 'fresh'
    | 'fresh2'
    | 'help'
    | 'everyday'
    | 'roles'
    | 'requests'
    | 'asks'
    | 'forms'
    | 'held-out3'
    | 'held-out4'
    | 'held-out5'
    | 'held-out6'
    | 'held-out7'
    | 'held-out8'
    | 'held-out9'
    | 'held-out10'
    | 'held-out11'
    | 'held-out12'
    | 'held-out13'
    | 'held-out14'
    | 'held-out15'
    | 'held-out16'
    | 'held-out17'
    | 'held-out18'
    | 'held-out19'
    | 'held-out20'
    | 'held-out23'
    | 'held-out21'
    | 'held-out22'
    | 'held-out24'
    | 'held-out25'
    | 'held-out27'
    | 'held-out26'
    | 'held-out28'
    | 'held-out28b'
    | 'held-out29'
    | 'held-out30'
    | 'held-out31'
    | 'held-out37'
    | 'held-out38'
    | 'held-out38b';
  conversations: Conversation[];
}

export const conversationSets: ConversationSet[] = [
  { name: 'de', conversations: de as Conversation[] },
  { name: 'en', conversations: en as Conversation[] },
  { name: 'mixed', conversations: mixed as Conversation[] },
  { name: 'held-out', conversations: heldOut as Conversation[] },
  // Written by a reviewer after the coach work and then used for fixing: no longer held out.
  { name: 'fresh', conversations: fresh as Conversation[] },
  // 18 conversations a second reviewer wrote after that, added after the fixes their findings
  // led to (2026-11-28), unchanged: no longer held out either.
  { name: 'fresh2', conversations: fresh2 as Conversation[] },
  // Scripted for issue 22's third review (findings 4-9): a user who leads or mediates, requests for
  // help with the talk (a structure, this week, what if, fair or not, a bet, A or B), a calm matter.
  { name: 'help', conversations: help as Conversation[] },
  // Scripted for issue 22's sixth round (coach7): lists of names, getting through weeks or a
  // meeting, what an expert costs and how to book one, a yes to what the coach offered, role-play
  // with quoted lines; founders, a lead, employees and mediators, in both languages.
  { name: 'everyday', conversations: everyday as Conversation[] },
  // Scripted for issue 22's seventh round (coach8), from the kinds of failure the sixth review
  // found: users who are no party (mediators, HR, leads, investors, employees), role-play that must
  // answer in voice, plans as numbered lists or "erst … dann", compose requests, task questions.
  { name: 'roles', conversations: roles as Conversation[] },
  // Scripted by coach9 (2026-11-29) to tune on: explicit requests (an opening, options, what to do,
  // a message), drafts with the user's facts, helpers in both languages, facts already given.
  { name: 'requests', conversations: requests as Conversation[] },
  // Written by coach9 (2026-11-29) before its changes and never tuned on: explicit requests (a
  // first sentence, options, "what should I say?"), drafts, third-party helpers in both languages,
  // facts already given (dates, places, people, steps), boundaries nobody asked for, summaries.
  { name: 'held-out2', conversations: heldOut2 as Conversation[] },
  // Scripted by coach10 (2026-11-29) after the eighth review, in its own words, to tune on:
  // explicit requests (shorter and softer, a plan as a message, a summary, what to watch out for,
  // the next step, what to do before a day, how to bring it up), a thank-you alone, one-word
  // topics, facts already given (only email, others affected, a deadline), a language switch,
  // someone between two founders.
  { name: 'asks', conversations: asks as Conversation[] },
  // Scripted by coach11 (2026-11-29) to tune on, after the ninth review: drafts in a form (a post
  // to the whole team, an email, two or four sentences, the draft again in the other language),
  // "shorter" and "more formal" keeping that form, a concrete proposal, commands that are no core,
  // the next step after a talk that took place (well or badly); founders, a CTO, a COO, an angel,
  // a lead and employees, de and en.
  { name: 'forms', conversations: forms as Conversation[] },
  // Written by coach11 (2026-11-29) after the ninth review, before its changes and never tuned on:
  // drafts in the asked form (a Slack post to the team, an email to an investor, three sentences
  // for a meeting, a message to both founders, a reply to a hurtful email, an agenda), "shorter",
  // "wie fang ich an?", a concrete proposal, a draft in the other language, "what now?" after the
  // talk, a harassment report, a stated role (COO, investor, team lead, employee), de and en.
  { name: 'held-out3', conversations: heldOut3 as Conversation[] },
  // Written by coach12a (2026-11-29) after the tenth review, before its changes and never tuned on:
  // 42 ordinary single messages (a co-founder who stopped showing up, an equity split that feels
  // unfair, a CTO who rewrites alone, an investor pushing a pivot, leads who no longer talk, a first
  // hire undermining the founder, feedback that landed badly, a partner who wants to sell, …) and
  // 8 short conversations; founders, co-founders, employees, team leads and investors, de and en.
  // The `specific` check reads the first reply of each.
  { name: 'held-out4', conversations: heldOut4 as Conversation[] },
  // Written by coach13a (2026-11-29) before its changes and never tuned on: 30 ordinary single
  // messages of the kinds held-out4 missed (a co-founder who stopped talking, wants to sell,
  // rewrites alone, criticism in front of the team, the user leaving or accused, mediation already
  // tried, a fresh split), 22 draft requests (Slack, WhatsApp, an email to a named or unnamed
  // reader, to postpone, "3 Sätze", bullet points, vesting, a reply to a hurtful email) and 8 short
  // conversations with a time named before a request. Read by `specific` and `fit`.
  { name: 'held-out5', conversations: heldOut5 as Conversation[] },
  // Written by coach14a (2026-11-29) before its changes and never tuned on: 32 ordinary single
  // messages of kinds without a quarrel (a co-founder who stops showing up, ghosts or is hardly
  // reachable, a task carried alone, unequal effort, quiet resentment, a decision taken alone,
  // employees in conflict seen by the founder, an investor pushing, family in the company), 16
  // draft requests (Slack, WhatsApp, SMS, Teams, email; to postpone, apologise, set a boundary,
  // say no, ask for a talk) and 6 short conversations; founders, co-founders, employees, a lead and
  // an investor, de and en. Read by `specific` and `fit`.
  { name: 'held-out6', conversations: heldOut6 as Conversation[] },
  // Written by coach15a (2026-11-30) before its changes and measured on main, then read to fix its
  // kinds as kinds (on other phrasings, situations.test.ts): 24 ordinary single messages of kinds
  // held-out6 left (unequal effort, anger kept in, employees at odds seen from above, family in the
  // company, a decision taken alone, the user's own state told), 4 controls, 16 draft requests
  // (apologies, short plain notes, emails to an office or a titled reader, a thank-you) and 8 short
  // conversations; every role (founder, co-founder, employee, lead, investor, HR), de and en.
  { name: 'held-out7', conversations: heldOut7 as Conversation[] },
  // Written by coach16a (2026-11-30) before its changes, measured on main and never tuned on (the
  // kinds were fixed on other phrasings, unseen.test.ts): 54 conversations, 10 with a reason given in
  // an earlier message and a draft asked later (plus 2 more), 12 single messages by employees, leads,
  // investors, HR and a coach, 12 goodbyes after a short talk, 8 messages only about the user's own
  // state, 8 ordinary controls and 2 states with a quarrel; every role, de and en.
  { name: 'held-out8', conversations: heldOut8 as Conversation[] },
  // Written by coach17 (2026-11-30) before its changes, measured on main and never tuned on: 18
  // conversations of 5-7 turns beyond the earlier topics (a pivot, credit taken by a CEO, an angel
  // between two founders over the burn rate, a coach about a client, code reviews, a side project,
  // a father as co-founder, layoffs against salary cuts, a move abroad, customer promises, advisor
  // equity, weekend work, former partners, travel costs, a founder who will not step back, a
  // customer against the founders' values, a wish for a real person); every role, de and en, short
  // answers, plans, drafts, a language switch and one crisis signal.
  { name: 'held-out9', conversations: heldOut9 as Conversation[] },
  // Written by coach18 (2026-11-30) before its changes, measured on main and never tuned on: 20
  // conversations of 6-8 turns on topics no cue names (credit at a conference, a promised promotion,
  // a pivot the board never saw, a client's brother, weekend on-call, a move to Lisbon, expenses, a
  // side project, a customer promise, parental leave, salary gaps, an IP claim, a part-time
  // co-founder, back to the office, a board seat, a price rise, open source, a nickname, a friend
  // hired); every role, de and en, short answers, plans, drafts, a request for a person, a switch.
  { name: 'held-out10', conversations: heldOut10 as Conversation[] },
  // Written by coach19 (2026-11-30) before its changes, measured on main and never tuned on: 23
  // conversations of 7-8 turns on topics no earlier set has (a company car, political posts, a
  // salary raise the board never approved, two founders wanting the CEO title, Go against Rust,
  // a working student's hours, a domain held privately, podcast invites, a public grant, silent
  // founders, an office dog, a corporate hire, a mother as angel, a four-day week, an advisory
  // board, a freelancer friend, night releases, an accelerator abroad, a trade fair, credit for a
  // dashboard, vesting, part-time for care, a new hire's equity); every role, de and en, short
  // answers, plans, drafts, public and premium role-play, a switch, requests for a person by phone,
  // video and mail.
  { name: 'held-out11', conversations: heldOut11 as Conversation[] },
  // Written by coach20 (2026-11-30) before its changes, measured on main and never tuned on: 24
  // conversations of 5-8 turns on topics no cue or knowledge entry names (a family firm's
  // succession, a pivot vote, a grant consortium, a partner clinic, a works council, a franchise, a
  // spin-off's patent, an agency's unpaid invoice, a crypto treasury, a hardware recall, brewery
  // recipes, a city pilot, an export licence, a rebrand, a club sponsorship, a data deal, hackathon
  // prize money, a board observer, warehouse robots, an app store rejection, a shared floor,
  // freelancers made employees, a climate claim, a newsletter sponsor); every role, de and en, short
  // answers, plans, drafts, public and premium role-play, two switches, a request for a person.
  { name: 'held-out12', conversations: heldOut12 as Conversation[] },
  // Written by coach21 (2026-11-30) before its changes, measured on main and never tuned on: 26
  // conversations of 6-8 turns on topics no cue or knowledge entry names (mugs with the logo, a
  // move to Estonia, a quiet room, an unbuilt feature announced, free licences, a lecturing CEO,
  // Sunday opening, a landlord, a TV pitch show, an SSO promise, a neobank, misprinted labels, a
  // public feud, conference talks, a podcast, a former supervisor, a fake name, a portfolio, a
  // partner at meetings, C-level titles, customer data for a thesis, an intern, a syndicate, a
  // midwives' network, a lead role); every role (a coach, a mediator, an angel and a board member
  // writing about others), de and en, short answers, plans, drafts to one or two readers,
  // role-play, two switches, a request for a person and one crisis signal.
  { name: 'held-out13', conversations: heldOut13 as Conversation[] },
  // Written by coach21b (2026-11-30) before its changes, measured on main and never tuned on (the
  // kinds were fixed on other phrasings): 24 conversations of 5-7 turns on topics no knowledge entry
  // names (a late winery, a shared sequencer, an office move, a rebrand retro, a trade-fair stand,
  // commissions, a licence deal, a Munich office, damaged packaging, a pipeline schedule, a bonus, a
  // sabbatical, a freelance offer, a fractional CFO, weekend on-call, onboarding, a bakery chain's
  // expansion, a price test, Series A terms, sprint goals, hybrid meetings, a side job, a handover):
  // drafts asked with their purpose (in the same message or before), quoted topics inside a draft
  // request, revisions in many wordings, thank-yous with a plan, language switches to practise and
  // drafts asked inside a role-play; every role, de and en.
  { name: 'held-out14', conversations: heldOut14 as Conversation[] },
  // Written by coach22a (2026-12-01) before its changes, measured on main and never tuned on: 26
  // conversations of 5-7 turns that open with a self-introduction or a setting before the conflict
  // (a joinery's succession, a part-time co-founder's quarter, a works council's shift plans, a
  // franchisor's supplier, partner radiologists, a spin-off's patent, a consortium's budget, a
  // sous-chef's menu, an NGO's donations, a coach's client, a discount given alone, founders'
  // salaries, a shared engineer, a bakery's lease, a promised rewrite, grant proposals, a licence
  // for a board seat, kitchen against service, a brother's buy-out, clinic hours, a report's
  // authors, an uncle's veto, a donor, tips, a nephew, a patent in one name); drafts with a stated
  // purpose, "practise in English", requests; every role, de and en.
  { name: 'held-out15', conversations: heldOut15 as Conversation[] },
  // Written by coach22b (2026-12-01) before its changes, measured on main and never tuned on (the
  // kinds were fixed on other phrasings): 26 conversations of 4-7 turns on topics no knowledge entry
  // names (an EU consortium, a second food truck, a translation agency's channel, a ceramics studio,
  // a robotics VC, a dental chain's shifts, decision records, a coworking space, a podcast host, a
  // flour supplier, a warehouse handover, an on-prem deal, a bakery chain's father, a climbing gym,
  // a discount retailer, a fashion label's workshop, a hotel client, a ticket system, a grant, a
  // four-day week, a hardware exit, a casino project, a Lisbon agency, on-call swaps, an Austrian
  // distributor): requests for an artefact (an agenda, a checklist, rules, a template, talking
  // points, a memo, an FAQ, a plan, a timeline, scenarios), requests for a proposal, requests about
  // a role-play inside it, tips where the party is no co-founder, closings; every role, de and en.
  { name: 'held-out16', conversations: heldOut16 as Conversation[] },
  // Written by coach23a (2026-12-01) before its changes, measured on main and never tuned on: 27
  // conversations of 5 turns whose first turns tell a conflict no knowledge entry names (a bakery
  // chain's oven line, a solar installer's crews, a language school's evening courses, a vet
  // practice's second site, a brewery's ERP, a film's shooting days, an eSports team's calls, a care
  // service's tour plans, a hotel's staff council, a franchise's area manager, a render farm), written
  // many ways: the conflict at once, a long setting first, a greeting, Austrian and Swiss dialect, a
  // setting only ("es geht um unseren Gebietsleiter"); every role, de and en.
  { name: 'held-out17', conversations: heldOut17 as Conversation[] },
  // coach23b (issue 22, 2026-12-01): 26 conversations written before any change and measured, never
  // tuned on (a brewery, a solar installer, a vet practice, a film production, a Pflegedienst, a
  // bakery chain): a draft request with its purpose under a label ("Zweck:", "Purpose:"), after
  // "damit"/"so that" or as a wish, what it must not sound like, one or two revisions (wärmer,
  // kürzer, klarer, deutlicher, firmer, more formal) and a request for the next step; every role, de and en.
  { name: 'held-out18', conversations: heldOut18 as Conversation[] },
  // coach24a (issue 22, 2026-12-02): 24 conversations of 5-7 turns written before any change and
  // measured, never tuned on (a bakery chain, an agency, a lab, a Kita, a kitchen, a warehouse, a
  // winery, a care home, a publisher, a joinery, a game studio, a nonprofit): corrections of the
  // coach ("Nein, das meinte ich nicht", "not Owen, my co-founder", "Eher andersrum", "That's not
  // what I asked"), two requests in one message, a revision after a revision and answers of only a
  // name or a date; every role, de and en.
  { name: 'held-out19', conversations: heldOut19 as Conversation[] },
  // coach24b (issue 22, 2026-12-02): 24 conversations written before any change and measured, never
  // tuned on: first messages in every register (Servus, Moin, Grüezi, Griaß di, "hey so basically",
  // formal, a long setting first, a pronoun subject "Er …"/"She keeps …"), family businesses that
  // are no co-founder conflict, agencies, practices, labs, nonprofits, franchises, schools, clubs,
  // and a plan stated in the middle (a day, a first step, what if it goes badly); every role, de and en.
  { name: 'held-out20', conversations: heldOut20 as Conversation[] },
  // safety26c (issue 21, 2026-12-02): 26 conversations of 6-7 turns (14 de) written before any
  // change and measured, never tuned on: ordinary hard conversations (anger, "mir reicht's", "I
  // can't take this project anymore", exhaustion, "this is killing me lol", sides, drafts, thanks,
  // goodbyes) and 9 with a crisis, danger or violence signal in turn 4 or 5 after ordinary turns
  // (new words, buried in a long message, lower case after a full stop); every role, de and en.
  { name: 'held-out23', conversations: heldOut23 as Conversation[] },
  // coach25a and coach25b (issue 22, 2026-12-02) wrote these before their changes and measured them,
  // never tuned on; registered by coach26a: drafts and revisions (held-out21), first messages of
  // every shape and language switches (held-out22).
  { name: 'held-out21', conversations: heldOut21 as Conversation[] },
  { name: 'held-out22', conversations: heldOut22 as Conversation[] },
  // coach26a (issue 22, 2026-12-02): 26 conversations of 6 turns (14 de) written before any change,
  // measured and never tuned on: later turns that add a person, a number, a decision or a worry;
  // English with German role words and German with English ones, a switch both ways, typos and no
  // punctuation, a long setting first; tip-topic words that are not the topic ("director",
  // "Direktorin", "deliveries", "Lieferungen", "performance", "cell culture", "programming
  // language", "Leistung" of an oven); every role (co-founders, an angel, employees, leads, a
  // Kita, a lab, a clinic, a school, a club, a farm, a hotel, a tax firm, an agency).
  { name: 'held-out24', conversations: heldOut24 as Conversation[] },
  // coach26b (issue 22, 2026-12-02): 24 conversations of 6-7 turns written before any change and
  // measured, never tuned on: drafts to a reader the user named by role only ("unsere
  // Steuerberaterin", "the landlord", "my team lead", "unseren Azubi", "my dad"), by name only, by
  // full name ("Priya Raman", "Lukas Brenner") or by both ("unseren Buchhalter Herrn Yilmaz", "my
  // team lead, Sarah Whitfield"): tax advisers, landlords, investors, employees, parents in a family
  // business, suppliers, school heads, a ward head, a Kita parent; revisions, two requests in one
  // message, a request for the next step or a proposal; de and en.
  { name: 'held-out25', conversations: heldOut25 as Conversation[] },
  // coach27b (issue 22, 2026-12-02): 28 conversations of 6-7 turns (14 de) written before any change
  // and measured, never tuned on: later turns that add something new of every kind (a person, a fear,
  // a number, a deadline, a decision taken, an attempt that failed, a feeling, a constraint), in many
  // grammatical shapes; founders, co-founders, employees, investors and leads in an agency, a kitchen,
  // a biotech, a support team, a bakery, a brewery, a warehouse, a game studio, a nonprofit, a school,
  // a fashion label, a farm shop, a hotel, a lab, a joinery, a cleaning firm, a care home, an
  // architect's office; typos without punctuation and a switch to German.
  { name: 'held-out27', conversations: heldOut27 as Conversation[] },
  // coach27a (issue 22, 2026-12-02): 24 conversations of 6-7 turns (12 de) written before any change,
  // measured and never tuned on: who decides what ("wer entscheidet eigentlich", "über meinen Kopf
  // hinweg", "overruled me", "who gets to call it", "vetoed", "without asking me"), a short yes or no
  // ("ja", "jo", "genau", "nö", "yep", "nope") after the coach's question, short hedged answers
  // ("Idk, I guess …", "keine Ahnung, vielleicht …"), a time named before a draft ("nächste Woche",
  // "nach meinem Urlaub", "end of March", "after the launch on the 15th") that the draft must keep,
  // plans with a time and an opening; founders, co-founders, employees, leads, an angel, a board.
  { name: 'held-out26', conversations: heldOut26 as Conversation[] },
  // coach28a (issue 22, 2026-12-02): 26 conversations of 5-6 turns (13 de) written before any change,
  // measured and never tuned on: drafts asked with the time in the same message ("nächste Woche",
  // "am Donnerstag", "Thursday's 1:1", "early next week", "Monday morning") or in an earlier turn
  // ("nach den Feiertagen", "Ende Januar", "on the 12th", "the beginning of next month"), wishes in
  // the third person ("dass ich einen Termin mit ihr möchte"), plans with "was"/"got", later turns
  // with a failed attempt, a deadline or a constraint, yes/no and open answers; every role.
  { name: 'held-out28', conversations: heldOut28 as Conversation[] },
  // coach28b (issue 22, 2026-12-02): 52 conversations of 1-3 turns (26 de) written before any change,
  // measured and never tuned on: first messages on every knowledge topic in everyday words (a
  // spending spree, what goes into the product, a co-founder stepping back, a silent partner, a
  // board member going around the CEO, a partner's spouse in the company, credit in a newspaper or
  // a podcast, a lead's two reports, HR, an investor), every role; for the `specific` check.
  { name: 'held-out28b', conversations: heldOut28b as Conversation[] },
  // coach29 (issue 22, 2026-12-03): 44 conversations of 3 turns (22 de) written before any change,
  // measured and never tuned on: everyday conflicts no topic list names (receipts, dishes, a chat
  // tone, a night-shift contract, who calls customers back, a brother-in-law in purchasing, a
  // landlord, a supplier, a friend or nephew hired, a partner's family in the shop, shift swaps)
  // and "we" messages ("Wir streiten uns …", "We keep fighting …"); every role; `specific`, `follow`.
  { name: 'held-out29', conversations: heldOut29 as Conversation[] },
  // coach30 (issue 22, 2026-12-03): 42 conversations of 4 turns (21 de with "du") written before any
  // change, measured and never tuned on: later turns that add a plain fact, a person, a place, a
  // thing, a time, a try, a wish, a refusal or a one-word answer, in everyday words; every role; `follow`.
  { name: 'held-out30', conversations: heldOut30 as Conversation[] },
  // coach31 (issue 22, 2026-12-03): 42 conversations of 3-5 turns (21 de with "du") written before any
  // change, measured and never tuned on: later turns that add a time alone, a person in an apposition,
  // a wish, a refusal, a plain fact without an article or a one-word answer; every role; `follow`.
  { name: 'held-out31', conversations: heldOut31 as Conversation[] },
  // coach37 (issue 22, 2026-12-03): 42 conversations of 4-5 turns (21 de with "du") written before any
  // change, measured and never tuned on: first turns that are ordinary complaints about shifts, loads,
  // rotas, pay or tone; later turns with a one-word answer, a fraction or number, a time to come or a
  // fact with no person in it; every role; `specific`, `follow`.
  { name: 'held-out37', conversations: heldOut37 as Conversation[] },
  // coach38 (issue 22, 2026-12-03): 44 conversations of 3-4 turns (22 de with "du") written before any
  // change, measured and never tuned on: first messages that name the matter in a relative clause
  // ("Mein Chef, der mir jeden Abend Aufgaben schickt, …", "My colleague, who has been swapping my
  // shifts …"), one- or few-word answers that name a strain ("Burnout.", "Die Kinder.", "Lack of
  // sleep."), later facts with no person (a deadline, a contract's end, a rule, a number); every role.
  { name: 'held-out38', conversations: heldOut38 as Conversation[] },
  // coach38b (issue 22, 2026-12-03): 44 conversations of 3-4 turns (22 de with "du") written before any
  // change, measured and never tuned on: colloquial requests for the next step ("nur wie", "what do i do
  // right now", "hilf mir mal mit ner whatsapp, kurz", "so what would a fair split look like"), two
  // revisions at once, corrections ("du verstehst mich falsch", "you've got me wrong"), short answers of
  // facts and numbers ("60/40, er hat die 60"), "me and my cofounder"; every role; `follow`.
  { name: 'held-out38b', conversations: heldOut38b as Conversation[] },
];

export interface ReplyResult {
  turn: number;
  action: AdvisorAction;
  user: string;
  reply: string;
  phase: CoachPhase | null;
  checks: CheckResult[];
}

export interface ConversationResult {
  id: string;
  set: ConversationSet['name'];
  theme: string;
  replies: ReplyResult[];
  /** Checks that held, of all that applied. */
  passed: number;
  applied: number;
}

async function final(engine: AdvisorEngine, input: Parameters<AdvisorEngine['reply']>[0]): Promise<AdvisorMeta> {
  for await (const event of engine.reply(input)) if (event.type === 'done') return event.meta;
  throw new Error('no final event');
}

/** Runs one conversation: the public chat sends the history only; premium actions carry the phase. */
export async function runConversation(engine: AdvisorEngine, conversation: Conversation): Promise<EvaluatedTurn[]> {
  const premium = conversation.turns.some((turn) => typeof turn !== 'string' && turn.action && turn.action !== 'reply');
  const history: AdvisorMessage[] = [];
  const evaluated: EvaluatedTurn[] = [];
  let counterpart: string | undefined;
  let phase: CoachPhase | undefined;
  let lang = conversation.lang;
  for (const raw of conversation.turns) {
    const turn = typeof raw === 'string' ? { user: raw } : raw;
    const action = turn.action ?? 'reply';
    if (turn.user !== undefined) {
      history.push({ role: 'user', content: turn.user });
      lang = turn.lang ?? conversation.lang;
    }
    if (turn.counterpart) counterpart = turn.counterpart;
    const meta = await final(engine, {
      messages: [...history],
      uiLanguage: conversation.ui ?? conversation.lang,
      mode: premium ? 'premium' : 'public',
      action,
      ...(premium && phase ? { phase } : {}),
      ...(premium ? { premium: { memories: [], results: [], ...(counterpart ? { counterpart } : {}) } } : {}),
    });
    history.push({ role: 'assistant', content: meta.text });
    if (meta.phase) phase = meta.phase;
    evaluated.push({
      action,
      user: turn.user ?? '',
      lang,
      ...(turn.boundary ? { boundary: turn.boundary } : {}),
      ...(turn.crisis ? { crisis: true } : {}),
      ...(turn.gentle ? { gentle: true } : {}),
      meta,
    });
  }
  return evaluated;
}

export interface EvaluationResult {
  conversations: ConversationResult[];
  /** Per set and check: how many replies it applied to and how many held. */
  checks: Record<string, Record<RubricCheck, { applied: number; passed: number }>>;
}

function emptyTally(): Record<RubricCheck, { applied: number; passed: number }> {
  return Object.fromEntries(rubricChecks.map((check) => [check, { applied: 0, passed: 0 }])) as Record<
    RubricCheck,
    { applied: number; passed: number }
  >;
}

/** Runs every conversation of the given sets and scores each reply. */
export async function evaluate(sets: readonly ConversationSet[] = conversationSets): Promise<EvaluationResult> {
  const engine = createAdvisorEngine(loadConfig({}).advisor, {});
  const conversations: ConversationResult[] = [];
  const checks: EvaluationResult['checks'] = { all: emptyTally() };
  for (const set of sets) {
    checks[set.name] = emptyTally();
    for (const conversation of set.conversations) {
      const turns = await runConversation(engine, conversation);
      const replies = turns.map((turn, i) => ({
        turn: i + 1,
        action: turn.action,
        user: turn.user,
        reply: turn.meta.text,
        phase: turn.meta.phase,
        checks: checkReply(turns, i),
      }));
      const results = replies.flatMap((reply) => reply.checks);
      for (const result of results) {
        for (const tally of [checks.all, checks[set.name]]) {
          const entry = tally![result.check];
          entry.applied++;
          if (result.pass) entry.passed++;
        }
      }
      conversations.push({
        id: conversation.id,
        set: set.name,
        theme: conversation.theme,
        replies,
        passed: results.filter((result) => result.pass).length,
        applied: results.length,
      });
    }
  }
  return { conversations, checks };
}

/** The budget: every check holds on at least this share of the replies it applies to. */
export const rubricBudget = 0.95;
