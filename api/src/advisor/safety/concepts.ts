// Concepts: bilingual word families that stand for one idea ("swallowed the whole bottle",
// "ganze Packung geschluckt" → INGEST + MEANS_PILLS). The classifier sees a concept as a feature
// of its own, and every pair of concepts that meet in one sentence ("SELF+DEATH" is not
// "BUSINESS+DEATH"), so what it learns from one family carries over to words and to a language
// it never saw with that label. Words are matched on folded text (text.ts `fold`: lower case,
// umlauts folded), `prefix*` at the start of a word,
// `*suffix` at its end (German compounds), `*infix*` anywhere in it, anything else as the whole word or phrase.
import { fold, foldPattern } from '../text';

const concepts: Record<string, string> = {
  SELF: 'ich mich mir mein* i me my myself im ive id',
  OTHER:
    'er ihn ihm he him his she her they them mitgrund* cofounder* co_founder* partner* geschaftspartner* investor* angel* chef* boss ceo cto cfo coo vp kolleg* colleague* typ typen guy kerl ex mitarbeiter* employee* praktikant* intern werkstudent* berater* advisor* kunde client',
  FAMILY:
    'kind kinder* sohn tochter kita schule* familie* frau mann eltern mama papa mutter vater oma opa schwester* bruder daycare kid kids son daughter famil* wife husband parents mom mum dad sister* brother* grandma',
  DEATH:
    'tod tot tote* toten *todlich* sterb* stirb* starb gestorben *suizid* *selbstmord* freitod umbring* umzubring* umgebracht death dead died dying kill* suicid* sucid* suicd* kms unalive* sewerslide alive abkratz* grave* grabstein beerdig* funeral* trauerfeier* sarg coffin lebensmud* todeswunsch* leiche* corpse lethal* fatal* deadly suizidversuch* selbstmordversuch* attempted notaufnahme suizidgedank* suicidal* todessehnsucht* lebensende abtreten abnippeln draufgeh* krepier* verreck* croak self_delete',
  END: 'beend* ende enden endet schluss aufhor* aufgeb* end ending ended ends finish* quit stop* vorbei endgultig* final*',
  ABSENT: 'verschwind* verschwunden gone disappear* vanish* abwesend unreachable unerreichbar*',
  HOPELESS:
    'sinnlos* ausweglos* aussichtslos* perspektivlos* hoffnungslos* ausweg zwecklos* wertlos* nutzlos* pointless hopeless* worthless useless burden* belastung* trapped gefangen leer leere empty numb taub verzweifel* desperat* despair* erschopft* exhausted kraftlos* versager* failure* loser* schuldgefuhl* guilt* deserve* hasse_mich hate_myself nothing_left einsam* lonely alone dunkel* darkness',
  SLEEPLESS:
    'schlaflos* schlafe schlaf schlafen geschlafen wachliegen wachgelegen wach sleepless sleep slept awake insomnia 3am 4am nachts',
  MEANS_PILLS:
    'tablett* *tabletten pille* pillen pill pills medis medikament* *medikamente schlaftablett* schlafmittel* beruhigungsmittel* schmerzmittel* blutdruckmittel* packung* schachtel* blister* bottle flasche* geschluckt schluck* swallow* overdose* uberdos* od dose dosis meds painkill* vorrat* stockpil* stash* gesammelt gehortet hoard* sammle paracetamol ibuprofen tylenol benzo* tavor diazepam valium insulin opioid* oxy* fentanyl heroin refill* rezept*',
  MEANS_HEIGHT:
    'brucke* *brucke bridge* overpass dach dacher roof* rooftop* balkon* balcony hochhaus* fenster springen gesprungen jump jumping sprung klippe* cliff* gleis gleise* *gleis bahnsteig* bahnsteigkante tracks zug zuge train trains gelander railing abgrund* kante ledge stockwerk* parkhaus* tiefe runterspringen look_down',
  MEANS_OTHER:
    'strick* seil* *seil rope noose schlinge* aufhang* erhang* hanging hanged balken beam garage* abgas* auspuff* exhaust exhaust_pipe schlauch* hose klinge *klinge blade* rasier* razor* gift* poison* vergift* gurt* belt kabel* gewehr* revolver pistole* gun guns erschiess* erschossen kugel bullet* ertrink* ertrank drown* rausschwimm* reinlaufen meer sea ocean fluss river erfrier* erfroren minusgrad* unfall* accident* uberfahr* lkw truck* ausweich* swerv* bremse bremsen bremsleitung* gebremst brake* gegenverkehr oncoming leitplanke* guardrail*',
  SEARCH:
    'schmerzlos* painless* suchverlauf* browserverlauf* search_history methode* method methods gegoogelt googled wie_lange how_long wie_viel how_much',
  SELF_HARM:
    'ritz* aufritz* anritz* einritz* *geritzt schneide geschnitten schnitt schnitte *schnitte narbe* scar scars scarred wunde* schnittwunden stichwunden platzwunden risswunden kratzwunden wound* verbrenn* *verbrannt brandwund* burned blut* *blutig bleed* blood* wehtun bruise* self_harm selbstverletz* arm arme armen unterarm* arms forearm* handgelenk* wrist* pulsader* oberschenkel* thigh* haut skin kratz* scratch* zigarett* cigarett* feuerzeug lighter herd stove pflaster* plaster* armband* bracelet* sleeves armel langarm* bestraf* punish* hunger* hungern starv* fasting abgenommen kilo mahlzeit* meals essen_verboten zur_strafe cutting burns',
  FAREWELL:
    'abschied* *abschied verabschied* goodbye* lebewohl verschenk* *verschenkt weggegeben weggeb* rehom* testament* abschiedsbrief* passwort* password* logins zugangsdaten versicherung* insurance* erbe erben inherit* vermacht nachlass*',
  LAST: 'letzte* letzter last bye letter letters brief briefe notiz note notes adopt* vollmacht* handover ubergabe* geregelt sorted geordnet aufgeraumt aufraum* gekundigt abos subscriptions nochmal videos geburtstag* birthday* umarmt hugged verzeih* forgive*',
  FINALITY:
    'endgultig* forever permanently zuruck return* one_way datum date wochenende weekend tonight plan* vorhab* vorhat entschieden decided bereit ready window',
  THREAT:
    'droh* *droh* gedroht bedroh* threat* bereu* regret* einschuchter* intimidat* warn* gewarnt lektion* lesson* heimzahl* rache* revenge* payback aufpassen pass_auf adresse address',
  FEAR: 'angst* furcht* furchte scared afraid fear* terrified panik* zitter* shaking versteck* hiding eingeschlossen eingesperrt* locked unsafe unsicher* schutz* flucht* flee* escape* polizei police 110 112 911 notruf* emergency',
  VIOLENCE_ACT:
    'schlug geschlagen zusammengeschlagen niedergeschlagen zugeschlagen zuschlagen hau hauen gehauen verhau* verprugel* prugel* wurg* gewurgt chok* strangl* erwurg* getreten tret* stoss stosse gestossen geschubst schubs* shove shoved shoving warf geworfen throw* threw schmeiss* geschmissen attack* angriff* angegriffen beat beaten beating punch* slap* ohrfeig* packte grabbed gepackt festgehalten pinned verdreht twisted gewalt* violen* reinhauen fresse neck hals brech* breche bricht gebrochen knochen bones finger zahne teeth bruise* aufgeplatzt verletz* hurt* harm harms harmed harming umbring* umlegen toten totet *morder *morderin mord morde morden mordet mordete mordanschlag* mordplan* mordversuch* murder* ermord* erstech* abstech* stab stabs stabbed stabbing anzund* anzuzund* abfackel* burn_down set_fire bremsleitung* brake_line* abgedrangt run_off suffer* fertigmachen sticht stechen abgestochen gestochen faust fauste fist* geknallt knallen boxt geboxt umgeschubst runterstoss* runterschubs* pushed swung rough_up decked abreibung* gescheuert ohrfeige krankenhausreif* trage torch* benzin* gasoline kanister* quetsch* gequetscht umkipp* collapse* rattengift* tropfen drops injure* lahmleg* aufmischen hits hit_me schlagt_mich prugl* saure acid abbrennen niederbrennen stretcher krankenhaus_reif abknall* aufschlitz* zusammenschlag* kaltmach* beat_me beat_up hurt_me kill_me smash* slash* cut_me hausliche_gewalt domestic_violence domestic_abuse fausten *ohrfeig* kaputtmach* kniescheibe* kneecap* zusammentreten',
  WEAPON:
    'messer* *messer knife knives waffe* *waffe gun* pistole* revolver rifle gewehr* *gewehr flinte stange* eisenstange* bat baseball* schlager axt axe hammer* machete* schlagring* pfefferspray* pepper_spray taser* munition ammo stuhlbein chair_leg knarre* schusswaffe* handgun pistol* rifles bewaffnet armed',
  PLACE:
    'haus hauses wohnung* haustur* tur home house flat apartment door outside drausse* parkplatz* parking auto car vor_meinem behind_me hinter_mir buro office aufzug elevator treppe* stairs hinterausgang* toilette* toilet* hotel* zimmer room motel',
  FOLLOW:
    'verfolg* lauer* aufgelauert auflauern standort* tracker* gps airtag* stalk* beobacht* abpass* taucht tauchte aufgetaucht shows_up showed_up turning_up bushaltestelle* bus_stop uberall everywhere fake_account* burner* blockier* blocked neue_accounts strava doxx* gedoxxt hetz* showing_up turns_up',
  SEXUAL:
    'sex* *sexuell* brust* busen* boobs breast* oberweite* titten tits hintern arsch butt ass kuss kusst* gekusst kiss* nackt* naked nude* nudes spicy pics intim* intimate* blowjob oberschenkel* thigh* anfass* angefasst touched_me touched_her touched_him touched_my touches_me touches_her touching_me touching_her keeps_touching streichelt streichelte gestreichelt streicht_mir strich_mir stroke stroked strokes stroking caress* kommt_mir_zu_nah too_close_to_me what_im_wearing was_ich_anhabe was_ich_trage grabbed groped grope* grapsch* begrapsch* fummel* befummel* massage* rangemacht angemacht anmach* hit_on flirt* vergangen vergewaltig* rape* raped ubergriff* assault* missbrauch* *missbraucht abuse* abused molest* belastig* harass* dickpic dick_pic schwanz penis anzuglich* suggestive* lewd* obszon* pervers* creep* creepy glotz* stare* staring ogl* bett bed schlafzimmer hotelzimmer* begrabsch* grabsch* selfie* unterwasche lingerie underwear blazer shirt bluse ausziehen undress* clothes mund mouth zunge tongue getraumt dreamed dreamt umkleide* changing_room dusch* shower* flachgelegt flachleg* hochgeschlafen hochschlaf* slept_with sleep_with schlafen_mit mit_ihm_schlafen mit_ihm_schlafe mit_ihr_schlafe mit_ihr_schlafen mit_mir_schlafen schlaf_mit_ihm schlafe_mit_ihm fasst_mich fasste_mich fasst_sie fasste_sie privat_kennenlernen privat_besser_kennenlernen privat_kennenlern privat_besser_kennenlern personlich_kennenlernen get_to_know_me_better get_to_know_him_privately privately_better hotelbett* cuddl* kuscheln knutsch* make_out private_dinner essen_gehen zwinker* wink* gezwinkert xoxo sugar tinder hinge bumble dating reizwasche negligee dessous stripclub stripclub* stripper* striptease porn* porno* deepfake* anhast what_shes_wearing massier* massiert nacken schultern kneten knead* taille waist squeez* *grapsch* *grabsch* *fummel* reizen unangemessen* inappropriate* ubergriffig* grenzuberschreit* crossed_the_line unwohl uncomfortable rubbed_himself rubs_himself rubbing_himself an_mir_gerieben reibt_sich_an_mir rieb_sich_an_mir sexistisch* sexist* mobbing mobb* bully* bullied schikan*',
  BODY: 'korper* body figur beine legs aussehen sexy hubsch* heiss* schatzi sweetie sweetheart susse babe darling honey schnecke mausi puppe rocke kleid* dress* outfit* lacheln smile lippen lips ausschnitt cleavage gewicht weight fett fat',
  POWER:
    'investor* term_sheet termsheet geld* funding finanzier* deal* board* chef* boss* job* kundig* fired fire bonus* runde round vc befordert* beforderung* promotion* vertrag* contract* unterschrift* sign* mentor* accelerator* gehalt* salary raise visum* visa blue_card aufenthalt* residence probezeit* probation referenz* reference* zeugnis* intro* karriere* career',
  IDENTITY:
    'herkunft origin auslander* foreigner* migrant* migration* fluchtling* refugee* kopftuch* headscarf hijab hautfarbe skin schwarz* black jude judin juden judisch* jew jews jewish muslim* moslem* islam* schwul* gay lesb* queer trans transgender nonbinar* nicht_binar pronom* pronoun* deadname* misgender* behindert* disab* rollstuhl* wheelchair autis* neurodivers* grandpa alter_sack dinosaur* boomer akzent* accent* dialekt* schwanger* pregnan* elternzeit* parental paternity maternity mutterschutz religion* rasse racist* rassist* rassis* racism* diskrimin* discrimin* antisemit* homophob* transphob* sexis* misogyn* frauenfeind* chines* asiat* asian* turk* arab* afrika* african* indian* inder* english_only proper_english frauen women woman girl girls madchen weib manner men female weiblich* mannlich* gender geschlecht* quotenfrau* schatzchen zickig* too_emotional zu_emotional wechseljahr* menopaus* hot_flashes falten wrinkles aging zu_alt too_old younger jungere junge_energie young_energy young_blood frisches_blut junges_blut over_50 uber_50 under_30 unter_30 uber_45 over_45 older_folks older_engineers older_people older_ones alteren make_room_for platz_machen rentner* dement* past_my_prime deaf gehorlos* blind stumm mute schwerbehind* homo geoutet outed coming_out transition* ching gastarbeiter* colored farbig* meine_tage pms hormonell* empfindlich bleeding zyklus* locs natural_hair afro kopfbedeckung* turban kippa rolli* rollifahrer* pensioner ossi* dunkeldeutsch* stasi* foreign* sounds_too psycho irre geisteskrank* kinderwunsch* kinder_planen want_kids verheiratet married',
  SLUR: 'bitch schlampe* hure* whore* slut* fotze cunt hysterisch* hysterical faggot fag schwuchtel* tunte nigger neger kanake* kanacke* schlitzaug* zigeuner* spast* retard* mongo* affe monkey ape beleidig* insult* slur* beschimpf* zuruck_in_ihr_land zuruck_in_sein_land zuruck_in_dein_land zuruck_in_die_heimat go_back_to_your_country go_back_to_her_country go_back_to_his_country go_back_to_the_jungle',
  MOCK: 'nachaff* nachgeafft verspott* spott* lustig_machen making_fun mock* mocks mocking ridicul* lacherlich_machen lastern lastert gelastert lasterei make_fun_of makes_fun_of witze_uber_mich jokes_about_me laugh_at_me lachen_uber_mich',
  // Being left out: with an identity word in the sentence an act of discrimination ("seit ich schwanger bin,
  // werde ich nicht mehr eingeladen"); alone an ordinary conflict.
  EXCLUDE:
    'ausgeschlossen ausschliess* ausgrenz* ausgegrenzt ubergangen ubergeh* kaltgestellt abgeschoben degradiert* herabgestuft zuruckgestuft aussortiert excluded exclud* sidelined left_out demoted passed_over frozen_out shut_out nicht_mehr_eingeladen not_invited no_longer_invited isoliert* isolat* benachteilig* disadvantag* ausgeladen uninvited freezing_out',
  SURVEIL:
    'kamera* camera* heimlich* secretly hidden versteckt* gefilmt filmed abgehort spyware filming filmt aufgenommen',
  MEDIA: 'video* fotos photos foto photo bild bilder pic pics screenshot* aufnahme* recording*',
  COERCE:
    'unless erpress* blackmail* veroffentlich* publish* leak* nacktbilder nudes screenshot* zwing* gezwungen forced posten viral sponsor* sponsorship abhangt',
  LEGAL:
    'anwalt* anwaltin lawyer* attorney* gericht* court* klag* *klage sue sued suing lawsuit* agreement* fire fired firing kundigen entlassen *entlassen let_go dismiss* terminat* vertrag* *vertrag* contract* klausel* clause* anteil* *anteile shares equity gesellschaftervertrag* gesellschafter* shareholder* vesting rechtlich* legal* illegal* strafbar* rechtens zulassig* erlaubt verboten* gesetz* law laws darf durfen allowed kundig* abfindung* severance haft* liab* gmbh ug notar* recht rechte rights verbindlich* binding wirksam* valid* enforce* wettbewerbsverbot* non_compete kundigungsfrist* paragraph anspruch* *anspruche claim* entitled zusteh* eigentum* belong* patent* erfind* invention* marke* trademark* urheber* copyright* nda geheimhaltung* erb* inherit* scheidung* divorce* zugewinn* burg* geburgt guarant* insolvenz* insolvency bankrupt* konkurs* prokura* vollmacht* geschaftsfuhr* director* aufsichtsrat* stimmrecht* voting veto* vetorecht* beschluss* resolution* frist* mitschneid* datenschutz* dsgvo gdpr steuer* tax* finanzamt* betrug* fraud* veruntreu* embezzl* wandeldarlehen* convertible* wandl* abwerb* poach* konkurrenz* competitor* aufhebungsvertrag* settlement* vergleich* kontaktverbot* restraining_order einstweilig* injunction* satzung* bylaws handschlag* handshake* mundlich* verbal* verbally schriftlich* unterschreib* unterzeichn* signed vorgehen anfecht* einfordern durchsetz* untreue verleumd* defamation slander libel rufschad* verschwiegenheit* stake einbehalt* withhold* zuruckfordern zuruckholen berufen grounds personally_liable juristisch* steuerlich* versteuer* besteuer* steuerfrei* taxed taxable taxwise tax_wise lawful unlawful* permitted probezeit* probation* kundigungsschutz* abmahnung* arbeitszeugnis* resturlaub* urlaubsanspruch* freistell* freigestellt garden_leave notice_period anrechn* angerechnet anzurechnen backdat* abberuf* abberufung* leaver* contest_the contest_it contest_that time_limit',
  MEDICAL:
    'arzt *arzt arztin *arztin doctor* gp diagnos* therap* *therapie therapeut* medikament* medication* tablett* pill* dosis dose* dosier* mg absetz* abgesetzt taper* psychiat* psychother* psychose* psychosis psychotic* adhs adhd autis* spektrum spectrum asperger* depress* burnout burn_out angststorung* anxiety panik* panic* symptom* nebenwirk* side_effect* krankschreib* krankgeschrieben sick_note sick_leave bipolar borderline* narziss* narcissis* storung* disorder* psycholog* ssri* snri sertralin* citalopram* escitalopram* fluoxetin* prozac zoloft lexapro xanax valium diazepam tavor lorazepam benzo* propranolol beta_blocker* betablock* modafinil* adderall* vyvanse elvanse ritalin* methylphenidat* lithium quetiapin* antidepress* schlafmittel* sleeping_pill* melatonin* krank* illness* disease* krankheit* syndrom* syndrome blutdruck* blood_pressure herz herzrasen herzstolper* herzinfarkt* heart chest brustschmerz* migran* migraine* kopfschmerz* headache* tinnitus schwindel* dizz* ohnmacht* faint* rezept* prescription* prescri* apothek* pharmac* klinik* clinic* krankenhaus* hospital* emdr trauma* ptbs ptsd alkoholiker* alcoholic* suchtig* abhangig* dependen* addict* entzug* withdrawal* anorex* bulim* essstor* eating_disorder* dermatolog* akne acne hormon* botox knirsch* vitamin* supplement* nahrungserganz* cannabis* gummy gummies edibles thc cbd',
  HUMAN:
    'mensch* human* bot bots chatbot* ki ai maschine* machine* programm* program* echt* real person* jemand someone somebody chatgpt gpt llm sprachmodell* language_model openai roboter* robot* automat* kunstlich* artificial* computer* algorithm* software assistent* assistant* berater* beraterin coach* mitarbeiter* staff* support name heisst called anna zoom videocall* video_call face_to_face telefonier* phone_call anrufen call_me dahinter lebendig generiert* generated auto_generated powered_by',
  BUSINESS:
    'burn_rate burnrate runway feature* produkt* product* launch* projekt* project* startup* start_up pitch* deck* meeting* sprint* release* kunde* kunden customer* client* markt* market* umsatz* revenue* roadmap* kpi* okr* deadline* app code server* backlog* ticket* bug* quartal* quarter* cap_table kpi',
  FIGURATIVE:
    'lachen lacht laughing lol haha vor_lachen totlach* dying_to todmude* mude tired spruchwort* metapher* metaphor* figurative* killing_it killer* selbstmordkommando* wortlich literally figuratively sozusagen quasi so_to_speak gefuhlt',
  LIFE_CHANGE:
    'umzug* umzieh* umziehen ziehe ziehen moving move* relocat* neuer_job neuen_job new_job job_angebot job_offer remote* sabbatical* urlaub* vacation* holiday* ferien* elternzeit* reise* travel* trip ruhestand retire* auswander* emigrat* resign* notice',
  QUESTION_YOU: 'redest antwortet answering antwortest',
  // Means made ready ("the pills are laid out", "Tabletten bereitgelegt"): with a means, evidence.
  PREPARED:
    'bereitgelegt bereitgestellt zurechtgelegt hingelegt ausgelegt aufgereiht parat griffbereit bereit_gelegt laid_out lined_up set_out ready_on counted_out abgezahlt',
  // A personal favour that someone with power asks for (a weekend away, dinner alone, a night at
  // his place, "nicer to him"): with POWER ("the term sheet comes after a weekend away with him")
  // the classifier learns coercion without sexual words. Not evidence: offsites and client dinners
  // share the words.
  FAVOUR:
    'ubernachten ubernachte ubernachtung sleepover suite ferienhaus* chalet* segeltorn* sailing spa wellness* kurztrip* getaway* netter nicer friendlier freundlicher begleite begleiten begleitest accompany*',
  // Intoxication and an announced visit: together ("he is coming over tonight, drunk") a danger
  // signal that has no other evidence word; each alone is everyday.
  INTOX:
    'betrunken* besoffen* angetrunken* sturzbetrunken* stockbesoffen* zugedrohnt bekifft* drunk drunken wasted hammered plastered stoned koks kokst gekokst kokain* cocaine meth crystal',
};

interface Concept {
  name: string;
  pattern: RegExp;
  /** The concept without its everyday words (`everyday` below), or null when it has none left. */
  strong: RegExp | null;
}

// Everyday words of the evidence concepts (folded, as in the lists above): they make the concept,
// so the classifier still sees it, but on their own they are no evidence ("Er bricht das Gespräch
// ab", "ich hab Angst, dass sie aussteigt", "a 1-year cliff", "this hurts", "lose control of the
// company"). Evidence is a concept matched by its other words, or two evidence concepts in one
// message (assess.ts). `*` : every word of the concept is everyday.
const everyday: Record<string, string> = {
  DEATH:
    'tot tote* toten *todlich* sterb* stirb* starb gestorben death dead died dying kill* alive grave* beerdig* funeral* trauerfeier* sarg coffin leiche* corpse lethal* fatal* deadly attempted notaufnahme lebensende abtreten draufgeh* croak tod',
  ABSENT: '*',
  HOPELESS:
    'sinnlos* aussichtslos* perspektivlos* zwecklos* wertlos* nutzlos* pointless useless burden* belastung* trapped gefangen leer leere empty numb taub verzweifel* desperat* erschopft* exhausted kraftlos* versager* failure* loser* schuldgefuhl* guilt* deserve* einsam* lonely alone dunkel* darkness',
  SLEEPLESS: 'schlafe schlaf schlafen geschlafen wach sleep slept awake 3am 4am nachts',
  MEANS_PILLS:
    'tablett* *tabletten pille* pillen pill pills medis medikament* *medikamente schlaftablett* schlafmittel* schmerzmittel* blutdruckmittel* packung* schachtel* blister* bottle flasche* geschluckt schluck* swallow* od dose dosis meds vorrat* stash* gesammelt sammle hoard* paracetamol ibuprofen tylenol insulin oxy* refill* rezept*',
  MEANS_HEIGHT:
    'brucke* *brucke bridge* dach dacher roof* rooftop* balkon* balcony hochhaus* fenster springen gesprungen jump jumping sprung klippe* cliff* gleis gleise* *gleis bahnsteig* tracks zug zuge train trains abgrund* kante stockwerk* parkhaus* tiefe',
  MEANS_OTHER:
    'strick* seil* *seil rope balken beam garage* exhaust schlauch* hose klinge *klinge blade* rasier* razor* gift* gurt* belt kabel* kugel bullet* meer sea ocean fluss river minusgrad* unfall* accident* lkw truck* ausweich* swerv* bremse bremsen gebremst brake* hanging gun guns',
  SEARCH: '*',
  SELF_HARM:
    'schneide geschnitten schnitt schnitte *schnitte narbe* scar scars scarred wunde* schnittwunden stichwunden platzwunden risswunden kratzwunden wound* verbrenn* *verbrannt burned blut* *blutig bleed* blood* wehtun bruise* arm arme armen unterarm* arms forearm* oberschenkel* thigh* haut skin kratz* scratch* zigarett* cigarett* feuerzeug lighter herd stove pflaster* plaster* armband* bracelet* sleeves armel langarm* bestraf* punish* hunger* hungern starv* fasting abgenommen kilo mahlzeit* meals cutting burns',
  FAREWELL:
    'abschied* *abschied verabschied* goodbye* verschenk* *verschenkt weggegeben weggeb* rehom* testament* passwort* password* logins zugangsdaten versicherung* insurance* erbe erben inherit* vermacht nachlass*',
  THREAT:
    'droh* *droh* gedroht threat* bereu* regret* warn* gewarnt lektion* lesson* aufpassen pass_auf adresse address',
  FEAR: '*',
  VIOLENCE_ACT:
    'schlug geschlagen niedergeschlagen zugeschlagen zuschlagen hau hauen gehauen chok* getreten tret* stoss stosse gestossen warf geworfen throw* threw schmeiss* geschmissen attack* angriff* angegriffen beat beaten beating punch* packte grabbed gepackt festgehalten pinned verdreht twisted gewalt* violen* neck hals brech* breche bricht gebrochen knochen bones finger zahne teeth bruise* verletz* hurt* harm harms harmed harming umlegen anzund* suffer* fertigmachen stechen faust fauste fist* geknallt knallen pushed swung decked trage torch* benzin* gasoline kanister* quetsch* gequetscht umkipp* collapse* tropfen drops injure* lahmleg* aufmischen hits saure acid stretcher smash* slash*',
  WEAPON: 'stange* bat baseball* schlager hammer* axt axe gun* stuhlbein chair_leg',
  FOLLOW:
    'taucht tauchte aufgetaucht shows_up showed_up turning_up bushaltestelle* bus_stop uberall everywhere blockier* blocked neue_accounts strava hetz* showing_up turns_up beobacht* standort* gps burner*',
  INTOX: '*',
  PREPARED: '*',
  SEXUAL:
    'brust* busen* hintern arsch butt ass bett bed schlafzimmer blazer shirt bluse ausziehen undress* clothes mund mouth zunge tongue getraumt dreamed dreamt dusch* shower* private_dinner essen_gehen zwinker* wink* gezwinkert xoxo sugar tinder hinge bumble dating reizen unangemessen* inappropriate* crossed_the_line unwohl uncomfortable glotz* stare* staring ogl* massage* massier* massiert nacken schultern kneten knead* taille waist squeez* flirt* selfie* creep* creepy cuddl* kuscheln umkleide* changing_room',
  BODY: 'korper* body figur beine legs aussehen hubsch* heiss* susse darling honey rocke kleid* dress* outfit* lacheln smile lippen lips gewicht weight fett fat',
  SLUR: 'hysterisch* hysterical affe monkey ape beleidig* insult* beschimpf*',
  MOCK: 'mock* mocks mocking ridicul*',
  EXCLUDE: '*',
  IDENTITY: '*',
  SURVEIL: 'kamera* camera* heimlich* secretly hidden versteckt* aufgenommen',
  COERCE:
    'unless veroffentlich* publish* leak* screenshot* zwing* gezwungen forced posten viral sponsor* sponsorship abhangt',
  // "I'll tell her in person", "a real person from HR joined", "our AI feature", "the coach said":
  // founders say these of everyone; a question about this chat names a bot, a human or a person it is talking to.
  HUMAN:
    'person* jemand someone somebody echt* real support name heisst called anna mitarbeiter* staff* coach* berater* beraterin zoom computer* software programm* program* automat* assistent* assistant* dahinter telefonier* anrufen call_me phone_call videocall* video_call face_to_face lebendig generiert* generated ki ai maschine* machine*',
};

// Everyday phrases of the evidence concepts (alternatives of the phrase lists below, written as there).
const everydayPhrases: Record<string, string[]> = {
  ABSENT: ['*'],
  HUMAN: ['face to face'],
  HOPELESS: [
    'no point',
    'keinen sinn',
    'kein sinn',
    'macht keinen',
    'better off',
    'better of',
    'besser dran',
    'besser ohne',
    'ohne mich(?! (zu|vorher|gefragt|abzu|einzu|verschickt|entschieden|gemacht|besprochen|abgesprochen|geplant|eingeladen|angesetzt|unterschrieben|zugesagt|beschlossen|rausgeschickt|getroffen|gegrundet|angefangen|weitergemacht|informiert|gestartet))',
    'kann nicht mehr',
    'kann so nicht mehr',
    'weiss nicht mehr weiter',
    'wozu (noch|das alles)',
    'fertig mit allem',
    'done with everything',
    'nothing left',
    'nichts mehr (ubrig|geben)',
    'rock bottom',
    'am boden',
    'my fault',
    'meine schuld',
    'dont deserve',
    'nicht verdient',
    'dragging .{0,20}down',
    'runterzieh',
    'no reason to',
    'keine kraft mehr',
    'no strength',
    'lohnt (sich )?nicht mehr',
    'not worth (it|living)',
    'keinen zweck',
    'no purpose',
    'nichts mehr wert',
    'nothing matters',
    'never again',
    'nie wieder',
    'no future',
    'keine zukunft',
  ],
  FAREWELL: [
    'just in case',
    'sicherheitshalber',
    'give away',
    'gave away',
    'giving away',
    'given away',
    'in case something',
    'falls mir was',
    'wenn ich nicht mehr',
    'wenn ich weg bin',
    'for after',
    'fur danach',
    'nach mir',
    'one last time',
    'ein letztes mal',
    'das letzte mal',
    'the last time',
    'last message',
    'letzte nachricht',
    'last night with',
    'take care of (my|the|him|her)',
    'kummer dich um',
    'kummert euch um',
    'pass auf (das|die|den|meine) .{0,20}auf',
    'its not your fault',
    'nicht deine schuld',
  ],
  THREAT: [
    'tritt .{0,20}ein',
    'aufgebrochen',
    'broke in',
    'eingebrochen',
    'einbruch',
    'against the wall',
    'beim nachsten mal',
    'next time it',
    'you know what to do',
    'weisst was (du )?zu tun',
    'ware schade',
    'would be a shame',
    'wie manner',
    'like men',
    'nicht schonen',
    'not hold back',
    'what it feels like',
    'was passiert',
    'what happens',
    'kommen wieder',
    'come back with',
    'grusse von',
    'regards from',
    'wirst (schon )?merken',
    'ist fur dich',
    'is for you',
    'or else',
    'youll see',
    'you will see',
    'wirst (schon )?sehen',
    'watch out',
    'make (you|me) pay',
    'dafur bezahlen',
    'pay for (this|that|it)',
    'teuer zu stehen',
    'eine lektion',
    'a lesson',
    'zeigen wo der hammer',
    'kriegt (er|sie) was',
    'gets what (he|she) deserves',
    'gibts was',
    'not just talk',
    'kenne leute',
    'kenn leute',
    'knows people',
    'know people',
  ],
  DEATH: ['to die', 'gonna die', 'zur last', 'a burden', 'ins wasser', 'treiben lassen'],
  VIOLENCE_ACT: [
    'wart(e)? .{0,20}auf ihn',
    'wait(ing)? for him',
    '(hand|hande|hands) (on|auf|in|an|am|down|across|over|uber) .{0,15}(rucken|back)',
    'kriegt .{0,15}eine',
    'gets one',
    'weh tun',
    'wehtun',
    'lose control',
    'kontrolle verlier',
    'make (him|her|them) pay',
    'aufs maul',
    'die fresse',
  ],
  FOLLOW: [
    'egal wo ich',
    'wherever i go',
    'everywhere i go',
    'behind me',
    'hinter mir her',
    'taucht .{0,20}auf',
    'steht .{0,20}vor (meiner|meinem|der)',
    'wartet .{0,20}vor',
    'shows up at',
    'waits outside',
    'wait(s|ed|ing)? for me outside',
    '(he|she|they|was|were) (\\S+ )?wait(ed|ing) outside',
    'waited outside (my|her|our)',
    'vor .{0,30}auf mich (gewartet|wartet|wartete)',
    'wartete .{0,20}vor .{0,25}auf mich',
    'geraet .{0,20}verbunden',
    'device .{0,20}connected',
  ],
  VISIT: ['*'],
  SELF_HARM: ['mir weh', 'the old habit', 'alte gewohnheit', 'did the thing again', 'long sleeves', 'lange armel'],
  COERCE: ['*'],
};

/** Top-level alternatives of a phrase source ("a (b|c)|d" → "a (b|c)", "d"). */
function alternatives(source: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < source.length; i++) {
    if (source[i] === '(') depth++;
    else if (source[i] === ')') depth--;
    else if (source[i] === '|' && depth === 0) {
      parts.push(source.slice(start, i));
      start = i + 1;
    }
  }
  return [...parts, source.slice(start)];
}

const bounded = (source: string) => new RegExp(`(?:^|\\s)(?:${source})(?=\\s|$)`);

function wordPattern(words: readonly string[]): string {
  return (
    words
      // "side_effect*" is the phrase "side effect…".
      .map((word) => foldPattern(word.replace(/_/g, ' ')))
      // "*mittel" ends a word (compounds: "Schlafmittel"), "*droh*" sits anywhere in one.
      .map((word) => {
        const core = escape(word.replace(/^\*|\*$/g, ''));
        return `${word.startsWith('*') ? '\\w*' : ''}${core}${word.length > 1 && word.endsWith('*') ? '\\w*' : ''}`;
      })
      .join('|')
  );
}

function compile(name: string, spec: string): Concept {
  const words = spec.split(/\s+/).filter(Boolean);
  const weak = (everyday[name] ?? '').split(/\s+/).filter(Boolean);
  for (const word of weak)
    if (word !== '*' && !words.includes(word)) throw new Error(`everyday word not in ${name}: ${word}`);
  const strong = weak.includes('*') ? [] : words.filter((word) => !weak.includes(word));
  return { name, pattern: bounded(wordPattern(words)), strong: strong.length ? bounded(wordPattern(strong)) : null };
}

function compilePhrases(name: string, source: string): Concept {
  const weak = everydayPhrases[name] ?? [];
  const all = alternatives(source);
  const strong = weak.includes('*') ? [] : all.filter((alternative) => !weak.includes(alternative));
  return {
    name,
    pattern: bounded(foldPattern(source)),
    strong: strong.length ? bounded(foldPattern(strong.join('|'))) : null,
  };
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const compiled: Concept[] = Object.entries(concepts).map(([name, spec]) => compile(name, spec));

/**
 * Something done to someone (called, joked about, asked, moved, paid less, "seit", "because"): an
 * identity word is evidence of harassment only with such an act in the message ("his wife is
 * pregnant" is none). Not a concept of the classifier: the words are everywhere in safe talk.
 */
const adverseAct = compile(
  'ADVERSE',
  'call* nenn* nannte genannt weggenommen abgezogen gegeben umverteilt taken_away handed_to given_to reassigned sag* said say* says told tell* meint* jok* witz* scherz* meme* post* rate* rating* bewert* kommentar* comment* bemerk* remark* spruch* spruche anspiel* frag* ask* question* unterstell* assum* repeat* wiederhol* mimic* imitat* nachmach* nachaff* lach* laugh* spott* treat* behandel* befordert* beforder* promot* kundig* fired let_go moved verschoben versetzt rausgenommen taken_off removed weniger less paid_less gehalt* salary ignor* abgelehnt rejected turned_down weil because seit since wegen nur_weil only_because nicht_mehr no_longer anymore keine* never nie dont_belong gehort_nicht passt_nicht doesnt_fit not_a_fit culture_fit zu_alt too_old zu_jung too_young zu_emotional too_emotional hormon* droh* threat* schreib* wrote write* meinung opinion rassist* racist* rassis* racism* diskrimin* discrimin* antisemit* homophob* transphob* sexis* misogyn* frauenfeind* gesagt gefragt gemeint gelacht witzig* lustig* fun funny humor* humour* topic thema',
);

/** Whether a text (its sentences) names something done to someone (see `adverseAct`). */
export const namesAdverseAct = (sentencesOfText: readonly string[]) =>
  sentencesOfText.some((sentence) => adverseAct.pattern.test(fold(sentence)));

// Phrases of several words (the lists above match single words).
const phraseSources: (readonly [string, string])[] = [
  [
    'ABSENT',
    'doesnt matter (what happens to me|any ?more)|wont matter (what|any ?more)|egal was (mit mir|aus mir)|none of this matters|out of the picture|take myself out|mich (ganz )?rausnehmen|raus aus (diesem|dem) leben|out of this life|keiner wird mich finden|niemand wird mich finden|findet mich (keiner|niemand)|nobody will find|no one will find|bevor es vorbei|until its over|before its over|outlive me|uberlebt mich|for real this time|diesmal wirklich|in ruhe gehen|picking the day|den tag (aussuchen|wahlen)|streiche die tage|countdown|das ist der moment|this is the moment|ohne helm|without a helmet|rm rf|personlichen exit|my own exit|sleep forever|fur immer schlafen|ewig schlafen|check out for good|log off for good|goodbye world|tschuss welt|ich bin raus|im out for good|nicht mehr kampfen|stop fighting|keinen bock mehr|kein bock mehr|am liebsten tot|lieber tot|rather be dead|end it all|ends it ends|endet es halt',
  ],
  [
    'DEATH',
    'bring(e)? mich .{0,15}um|bringt sich .{0,15}um|bringe ich mich um|bring ich mich um|nehm(e)? mir .{0,15}leben|tu(e)? mir .{0,15}an|tut sich .{0,15}an|ins wasser|in die (isar|spree|elbe)|in den (rhein|main|see)|ins meer|into the (river|lake|sea|water|ocean)|treiben lassen|run me over|drove (straight )?at me|fuhr (direkt )?auf mich zu',
  ],
  [
    'THREAT',
    'tritt .{0,20}ein|tur eintreten|(kicking|kicked|kick) (in|down) (the|my) door|aufgebrochen|broke in|eingebrochen|einbruch|gegen die wand gedruckt|against the wall|beim nachsten mal|next time it|fotos (von )?meine(r|s|n|m)? (kind|kinder|tochter|sohn)|photos of my (son|daughter|kids|children)|you know what to do|weisst was (du )?zu tun|ware schade|would be a shame|schuttet .{0,20}ins gesicht|leute die .{0,20}probleme|people who .{0,20}problems|wie manner|like men|nicht schonen|not hold back|what it feels like|was passiert|what happens',
  ],
  [
    'VIOLENCE_ACT',
    'bring(e)? (ihn|sie|den|die|dich|euch) .{0,15}um|(kill|murder|strangle|stab|shoot) (him|her|them|that)|(ihn|sie) (umbringen|abstechen|erschiessen|toten|erwurgen)|wart(e)? .{0,20}auf ihn|wait(ing)? for him|(hand|hande|hands) (on|auf|in|an|am|down|across|over|uber) .{0,15}(rucken|back)|wanted to push|runterstossen|runterschubsen|kriegt .{0,15}eine|gets one|was ich (mit )?ihm .{0,10}(tun|antun|antue)|what id do to him|burn (his|her|the) (place|house|flat)|break .{0,15}(hands|arms|legs|neck|nose|jaw|kneecaps)|(brech|breche|bricht|brichst|brechen) .{0,15}(hande|arme|beine|nase|kiefer|knie)',
  ],
  [
    'ABSENT',
    'nicht mehr da|nicht mehr hier|wont be around|no longer|not be here|nicht mehr lange|much longer|nicht mehr aufwachen|not wake up|never wake up|nie mehr aufwachen|einfach weg|just be gone|fur immer weg|gone forever|aufhoren zu existieren|stop existing|cease to exist|not exist|nicht mehr existieren|nicht mehr leben|not be alive|not (be )?here (for|anymore|any more)|nicht mehr erreichbar|wont be reachable|not come back|nicht zuruck(kommen)?|no return|kein zuruck',
  ],
  [
    'FAREWELL',
    'give away|gave away|giving away|given away|in case something|falls mir was|wenn ich nicht mehr|wenn ich weg bin|when im gone|after im gone|for after|fur danach|nach mir|one last time|ein letztes mal|das letzte mal|the last time|last message|letzte nachricht|last night with|take care of (my|the|him|her)|kummer dich um|kummert euch um|pass auf (das|die|den|meine) .{0,20}auf|its not your fault|nicht deine schuld|forgive me|verzeiht mir|sorry for everything|tut mir leid fur alles',
  ],
  [
    'FOLLOW',
    'weiss immer wo ich|always knows where i|egal wo ich|wherever i go|everywhere i go|mails uber mich|emails about me|geraet .{0,20}verbunden|device .{0,20}connected|follows me|followed me|following me|behind me|hinter mir her|vor meinem haus|vor meiner (wohnung|tur)|outside my (house|flat|door|home|office|place)|knows where i (live|am)|weiss wo ich (wohne|bin)|weiss wo du wohnst|know where you live|shows up at|taucht .{0,20}auf|steht .{0,20}vor (meiner|meinem|der)|waits outside|wait(s|ed|ing)? for me outside|(he|she|they|was|were) (\\S+ )?wait(ed|ing) outside|waited outside (my|her|our)|vor .{0,30}auf mich (gewartet|wartet|wartete)|wartete .{0,20}vor .{0,25}auf mich|wartet .{0,20}vor',
  ],
  [
    'THREAT',
    'so gut wie tot|as good as dead|wont live to|will in order|testament machen|settle accounts|kommen wieder|come back with|als worten|than words|grusse von|regards from|wirst (schon )?merken|kennt meine adresse|knows my address|ist fur dich|is for you|or else|youll see|you will see|wirst (schon )?sehen|pass bloss auf|watch out|watch your back|du wirst es bereuen|make (you|me) pay|dafur bezahlen|pay for (this|that|it)|teuer zu stehen|heute bist du dran|youre next|bist du dran|toter mann|dead man|bist tot|youre dead|eine lektion|a lesson|zeigen wo der hammer|kriegt (er|sie) was|gets what (he|she) deserves|gibts was|nicht beim reden|not just talk|make (me|you) disappear|verschwinden lassen|kenne leute|kenn leute|knows people|know people',
  ],
  [
    'END',
    'give up|ein ende|ein ende machen|schluss machen|end it|end things|ending it|mach schluss mit allem|mit allem schluss|end my life|mein leben beenden|dem ganzen ein ende|allem ein ende|finish the job|finishes the job|go through with it|durchziehen',
  ],
  [
    'HOPELESS',
    'kein ausweg|keinen ausweg|no way out|no point|keinen sinn|kein sinn|macht keinen|better off|better of|besser dran|besser ohne|ohne mich(?! (zu|vorher|gefragt|abzu|einzu|verschickt|entschieden|gemacht|besprochen|abgesprochen|geplant|eingeladen|angesetzt|unterschrieben|zugesagt|beschlossen|rausgeschickt|getroffen|gegrundet|angefangen|weitergemacht|informiert|gestartet))|kann nicht mehr|kann so nicht mehr|halte das nicht mehr aus|halt das nicht mehr aus|nicht mehr aushalten|weiss nicht mehr weiter|keine kraft mehr|no strength|cant go on|cant do this any ?more|cant take (it|this) any ?more|cant keep going|whats the point|wozu (noch|das alles)|no reason to|keinen grund mehr|nobody would (miss|notice)|niemand wurde .{0,20}(vermissen|merken)|wurde keiner merken|would be better without|ware besser ohne|tired of living|mude vom leben|sick of living|done with life|fertig mit allem|done with everything|nothing left|nichts mehr (ubrig|geben)|rock bottom|am boden|my fault|meine schuld|dont deserve|nicht verdient|hate myself|hasse mich|dragging .{0,20}down|runterzieh',
  ],
  [
    'HOPELESS',
    'lohnt (sich )?nicht mehr|not worth (it|living)|nicht lebenswert|keinen zweck|no purpose|nichts mehr wert|nothing matters|never again|nie wieder|no future|keine zukunft|kein morgen|no tomorrow|no more mornings|no road ahead|(cant|can not|cannot) (picture|see|imagine) (a|any|my) future|sehe keinen weg mehr',
  ],
  [
    'FIGURATIVE',
    'vor lachen|dying to|killing it|so to speak|sozusagen|figuratively|im ubertragenen|nur ein witz|just kidding|lol',
  ],
  [
    'QUESTION_YOU',
    'bist du|are you|du bist|talking to|rede ich|schreibe ich|writing to|who is|wer ist|wer schreibt|who writes|whos (on|behind|there|writing)|wer sitzt|wer antwortet|who answers|am anderen ende|other end|other side|auf der anderen seite|hinter (dem|diesem) chat|behind (this|the) (chat|screen)',
  ],
  [
    'COERCE',
    'only if|nur wenn|or else|sonst|unless|es sei denn|im gegenzug|in return|then you get|dann bekommst|if you want the|wenn du .{0,20} willst',
  ],
  [
    'LEGAL',
    'non compete|term sheet|wem gehort|gehort (der|die|das|uns|mir|ihm)|who owns|am i entitled|is (it|that|this) legal|kann ich .{0,20}verklagen|can i sue|muss ich|do i have to|do we have to|mussen wir|geht das|stimmt das|mach ich mich strafbar|' +
      // Permission and legality in everyday words ("darf er das einfach", "can he just take it", "is that even allowed").
      '(darf|durfen|darfst) (er|sie|man|der|die|ich|wir) .{0,30}(einfach|uberhaupt|ohne)|(is|was) (it|that|this) (even |actually |really )?(legal|allowed|permitted|ok legally|okay legally)|(can|could) (he|she|they) (just|simply|legally)|(allowed|permitted) to|ist (das|es) .{0,15}(erlaubt|zulassig|rechtens|verboten)|for tax (purposes|reasons)|tax (implications|consequences|treatment|benefits|advantages)|(count|counts|counted) towards?',
  ],
  [
    'DEATH',
    'kill (himself|herself|themselves)|sich (selbst )?(was|etwas) (antut|antun)|sich umbringen|to die|wanna die|want to die|gonna die|zur last|a burden|kill myself|mich umbringen|mich toten|mir das leben nehmen|sich das leben|take my (own )?life|mir was antun|mir etwas antun|sich was antut|sich etwas antut|harm myself|hurt myself|mir weh tun|mir selbst weh|do something to myself|wish i was dead|wish i were dead|dont want to live|dont wanna live|nicht mehr leben (will|wollen|mochte)|(will|wollen|mochte|mochten|wolle) nicht mehr leben|(doesnt|does not|dont|do not|didnt) want to live|(wants|wanted) to die|keine lust mehr zu leben|want it to end|will dass es aufhort|worth more dead',
  ],
  [
    'SELF_HARM',
    'cut myself|cutting myself|cuts on|schnitte am|hurt myself|mir weh|long sleeves|lange armel|the old habit|alte gewohnheit|did the thing again',
  ],
  [
    'HUMAN',
    'real person|echte person|echter mensch|real human|actual person|live agent|staff member|talk to a (human|person)|mit einem menschen|face to face|who am i talking|mit wem (rede|schreibe|spreche)',
  ],
  [
    'VIOLENCE_ACT',
    'bring .{0,15}(ihn|sie) um|break every bone|alle knochen|set .{0,25}on fire|in brand (stecken|setzen)|abfackeln|wie (schlagt|verletzt|verprugelt) man|how (do|would|can) (you|i|one) (hurt|beat|hit)|tamper with|(bremse|bremsen) .{0,20}manipulier\\w*|manipulier\\w* .{0,20}(bremse|bremsen)|mit (den|meinen|blossen) fausten|with (my|our|bare) fists|eine (zu )?knallen|by the throat|am hals gepackt|an der gurgel|(sie|ihn|mich|dich) schlagt|schlagt (sie|ihn|mich|dich)|(run|ran|drive|drove) (me|him|her) off the road|von der strasse (abgedrangt|gedrangt|abdrangen)|uber den haufen',
  ],
  [
    'THREAT',
    'tritt gegen die tur|gegen die tur (getreten|treten|tritt|hammert)|pounding on the door|kicking (it|the door)|uberlebst .{0,20}nicht|wont survive|nicht mehr auffindbar|never be found|(have|having|had) an accident|tend to have accidents|einen unfall haben|erkennt (dich|mich) .{0,20}keiner|recogni(s|z)e (your|my) face|fotos (von )?(meinen|deinen) kindern|(pictures|pics|photos) of my (kids|children|son|daughter)',
  ],
  [
    'ABSENT',
    'still here|fade out|wont need (a|anything|it|them)|brauch(e)? .{0,15}nicht mehr|then i can go|because i am',
  ],
  [
    // Taking oneself out of the picture, said of oneself ("das Problem bin ich", "nothing keeping me here").
    'SELF_REMOVAL',
    'noch (lange )?da bin|nicht mehr lange da|nothing keeping me|halt mich (hier )?nichts|dass morgen (noch )?kommt|not see the morning|danach kann ich gehen|weil ich zumache|das problem bin ich|the problem is me|mich abschalten|delete myself|remove myself|fehler entfernt man|until my heart stops|bis (mein )?herz .{0,10}(stehen bleibt|aufhort)|bis ich nichts mehr merke|hit by a (bus|car|truck)|(flugzeug|plane) .{0,30}(absturzt|crashes)',
  ],
  [
    'FAREWELL',
    'just in case|sicherheitshalber|(take|takes|adopt|adopts) my (cat|dog)|meine(n)? (katze|hund) .{0,25}(nimmt|abgegeben|abgeben|ubernimmt)|videos? for my (kids|son|daughter|children)|videos? fur meine(n)? (kinder|sohn|tochter)|lebt wohl|wont see each other again|sehen uns nicht wieder',
  ],
  ['SELF_HARM', '(scratch|scratching|kratz\\w*) .{0,25}(bleed|bleeds|blut\\w*)|bis es blutet|until (it|they) bleed'],
  [
    'SEXUAL',
    'explicit (pictures|photos|images|pics|content|videos|messages)|explizite (bilder|fotos|videos|nachrichten)',
  ],
  [
    'FAVOUR',
    'allein mit (ihm|ihr)|mit (ihm|ihr) allein|alone with (him|her)|(with )?(him|her),? alone|nur wir (zwei|beide)|wir zwei allein|just (the two of )?us|just me and (him|her)|bei (ihm|ihr) (zu hause|zuhause|daheim|ubernacht\\w*|schlafen|pennen)|(his|her) (place|house|flat|apartment|cabin|beach house|lake house|hotel|room|suite|villa|boat)|stay the night|spend the night|stay at (his|her)|(netter|freundlicher|lieber|zuganglicher) zu (ihm|ihr)|(nicer|friendlier|sweeter|more open) (to|with) (him|her)|more fun|mehr zeit mit (ihm|ihr)|wochenende (mit ihm|mit ihr|zu zweit|allein)|(weekend|trip) (away )?(with (him|her)|alone)|weekend away',
  ],
  [
    'VISIT',
    'coming over|comes over|come over|came over|(is|hes|shes|theyre) on (his|her|their) way|on (his|her|their) way (here|over|to me|to my)|coming (here|to my|to the office|home)|will be here|be here (tonight|soon|in)|kommt .{0,30}vorbei|vorbeikommen|vorbeikommt|kommt (jetzt |gleich |heute )?(heute|gleich|nachher|morgen|rüber|zu mir|hierher|hoch)|kommt er|kommt sie|ist (schon )?(unterwegs|auf dem weg)|auf dem weg (zu mir|hierher|ins buro)|steht (gleich )?vor der tur',
  ],
  [
    'VIOLENCE_ACT',
    'weh tun|wehtun|hurt (him|her|them)|make (him|her|them) pay|teach (him|her|them) a lesson|eine lektion erteilen|aufs maul|die fresse|brech .{0,20}(knochen|finger|beine)|break (his|her|my) (legs|fingers|bones|neck)|kalt machen|mach ihn kalt|lose control|kontrolle verlier|hand erhoben|raised my hand',
  ],
];

const phrases: Concept[] = phraseSources.map(([name, source]) => compilePhrases(name, source));

// Every everyday phrase is one of its concept's alternatives (a typo would silently make it strong).
{
  const written = new Map<string, string[]>();
  for (const [name, source] of phraseSources)
    written.set(name, [...(written.get(name) ?? []), ...alternatives(source)]);
  for (const [name, weak] of Object.entries(everydayPhrases))
    for (const phrase of weak)
      if (phrase !== '*' && !written.get(name)?.includes(phrase))
        throw new Error(`everyday phrase not in ${name}: ${phrase}`);
}

export interface Found {
  /** Every concept of the sentence, sorted. */
  all: string[];
  /** The concepts matched by more than their everyday words. */
  strong: string[];
}

function find(folded: string): Found {
  const cached = conceptCache.get(folded);
  if (cached) return cached;
  const all = new Set<string>();
  const strong = new Set<string>();
  for (const concept of [...compiled, ...phrases]) {
    if (!concept.pattern.test(folded)) continue;
    all.add(concept.name);
    if (concept.strong?.test(folded)) strong.add(concept.name);
  }
  const result = { all: [...all].sort(), strong: [...strong].sort() };
  // A message's sentences are read several times (whole, each window, the evidence); bounded.
  if (conceptCache.size >= 2000) conceptCache.clear();
  conceptCache.set(folded, result);
  return result;
}

const conceptCache = new Map<string, Found>();

/** The concepts of one sentence (already folded), sorted. */
export const conceptsOf = (folded: string): string[] => find(folded).all;

/** Concept features of a text: each concept, and each pair of concepts in one sentence. */
/** As `compileRules` (rules.ts) for the concepts' patterns: compiled on their first runs, in batches with `pause()` after each. */
export async function compileConcepts(text: string, pause: () => Promise<void>, batch = 25): Promise<void> {
  const all = [...compiled, ...phrases];
  for (let start = 0; start < all.length; start += batch) {
    for (const concept of all.slice(start, start + batch)) {
      for (let run = 0; run < 2; run += 1) {
        concept.pattern.test(text);
        concept.strong?.test(text);
      }
    }
    await pause();
  }
}

export function conceptFeatures(sentencesOfText: readonly string[]): string[] {
  const features: string[] = [];
  for (const sentence of sentencesOfText) {
    const found = conceptsOf(fold(sentence));
    for (let i = 0; i < found.length; i++) {
      features.push(`k:${found[i]}`);
      for (let j = i + 1; j < found.length; j++) features.push(`kk:${found[i]}+${found[j]}`);
    }
  }
  return features;
}

/** The concepts of a whole text (every sentence). */
export function conceptsOfText(sentencesOfText: readonly string[]): Set<string> {
  return new Set(sentencesOfText.flatMap((sentence) => conceptsOf(fold(sentence))));
}

// Concepts that only add to another one (an announced visit, intoxication, means made ready): alone
// not even a hint.
const contextOnly = new Set(['VISIT', 'INTOX', 'PREPARED']);

/**
 * Concepts of the user's state (hopelessness, death, absence, farewell, self-harm): one of them is
 * what makes two everyday words a signal ("Sachen verschenkt, bald nicht mehr da"); in someone
 * else's words they are no hint (reported.ts).
 */
export const stateConcepts = new Set(['HOPELESS', 'DEATH', 'ABSENT', 'SELF_REMOVAL', 'FAREWELL', 'SELF_HARM']);

/** Danger that two everyday words name together: fear or a threat, and an act or a weapon. */
const dangerPair = [new Set(['FEAR', 'THREAT']), new Set(['VIOLENCE_ACT', 'WEAPON'])] as const;

/**
 * Whether two everyday words in one sentence are a real co-occurrence: one names the user's state
 * ("kann nicht mehr" + "Brücke"), or fear or a threat meets an act with a person doing it ("Angst,
 * er wird gewalttätig"), or violence meets a weapon, or turning up somewhere or a context concept
 * meets another (a visit and drink, means made ready). Two harmless hits are not ("the bridge round", "Angst, dass es wie
 * ein Angriff klingt").
 */
function realPair(concepts: ReadonlySet<string>, all: readonly string[]): boolean {
  const has = (names: ReadonlySet<string>) => [...concepts].some((concept) => names.has(concept));
  if (has(stateConcepts)) return true;
  if ([...concepts].some((concept) => contextOnly.has(concept) || concept === 'FOLLOW')) return true;
  if (concepts.has('VIOLENCE_ACT') && concepts.has('WEAPON')) return true;
  return has(dangerPair[0]) && has(dangerPair[1]) && all.includes('OTHER');
}

/** A first person in a clause ("ich", "mir", "I'm", "we"): the clause may speak of the user. */
const firstPerson = /\b(ich|mich|mir|i|im|ive|id|ill|me|myself|wir|uns|we|were|weve|us)\b/;

/** A third person the clause speaks of ("er", "she", "nobody", "alle"; roles are the OTHER concept). */
const thirdPerson =
  /\b(er|sie|he|she|they|hes|shes|theyre|theyve|nobody|niemand|keiner|alle|everyone|everybody|team)\b/;

/** A person after a preposition is no subject ("my bike went to my cofounder"). */
const prepositionalObject =
  /\b(to|zu|zum|zur|an|mit|with|for|fur|von|vom|from|bei|beim|at|of|about|uber|by)\s+((my|our|the|his|her|their|mein\w*|unser\w*|dem|den|der|die|das|ihr\w*|sein\w*)\s+)?\S+/g;

/** Someone else is the subject: a third person or a role among the first words of the clause ("Our CTO has disappeared", "Seit dem Streit ist sie weg"). */
function othersSubject(folded: string, clause: string): boolean {
  if (firstPerson.test(folded)) return false;
  const head = folded.split(' ').slice(0, 5).join(' ').replace(prepositionalObject, ' ');
  return (
    thirdPerson.test(head) ||
    find(head.trim()).all.includes('OTHER') ||
    nameOpens.test(clause.trim()) ||
    thingSubject.test(head)
  );
}

/** A thing of the work that is gone ("my laptop is gone", "am Morgen ist mein Code einfach weg", "the grant money is gone"). */
const thingSubject =
  /\b(code|branch|commit|commits|repo|daten|data|datei\w*|file|files|dokument\w*|document\w*|laptop|handy|phone|schlussel\w*|key|keys|geld|money|cash|budget|grant|funding|deal|vertrag|contract|termin|slot|feature\w*|server|backup\w*|zugang|access|mail|email|nachricht\w*|message|messages|kalender|calendar|folien|slides|deck|prototyp\w*|prototype|auto|car|kunde|kunden|customer|customers|client|clients|auftrag|order|vorsprung|lead|momentum|motivation im team|team motivation)\b/;

/** Absence from life itself ("nicht mehr leben", "not be alive", "stop existing", "never wake up"), folded. */
const lifeAbsence =
  /\b(nicht mehr (\S+ )?(leben|existieren|aufwachen|da sein)|(not|never) (be )?alive|stop existing|cease to exist|(never|not) wake up|nie (mehr|wieder) aufwachen|not (be )?here (anymore|any more)|for good|fur immer|forever)\b/;

/**
 * Absent for a while or from one occasion ("clocks in and then disappears for hours", "verschwindet
 * stundenlang", "ist im Urlaub", "was gone from the meeting"): an absence with an end, nobody's
 * crisis (folded).
 */
const passingAbsence =
  /\b(gone|weg|verschw\w*|disappear\w*|vanish\w*|abwesend|unreachable|unerreichbar\w*)\b (\S+ ){0,4}?(for (a few |several |two |three |some |\d+ )?(hours|minutes|the afternoon|the morning|the day|lunch)|stundenlang|fur (ein paar |einige |zwei |drei |\d+ )?(stunden|minuten)|den ganzen (nachmittag|vormittag|tag)|(from|aus|vom|von) (the |our |dem |der |unserem |unserer )?(\S+ )?(meeting|call|standup|stand up|daily|offsite|workshop|sync|retro|zoom|slack|buro|office)|(on|im|in den|auf) (vacation|holiday|urlaub|leave|elternzeit|geschaftsreise|business trip|dienstreise))\b/;

/** A name that opens a clause and does something ("Tom has disappeared", "Lisa ist weg"). */
const nameOpens =
  /^(?!(?:I|Ich|It|Es|This|That|Das|Dies|Alles|Everything|Nothing|Nichts|All|Hope|Hoffnung|Life|Leben|Mein|Meine|My|Our|Unser|Unsere)\b)\p{Lu}\p{Ll}+\s+(?:is|has|was|went|just|stopped|keeps|ist|hat|war|bleibt|taucht|tauchte)\b/u;

/** Not turning up ("stopped showing up", "taucht nicht mehr auf", "skips"): absence, no following. */
const notTurningUp =
  /\b(stopped|stops|quit|no longer|never|not|doesnt|didnt|dont|wont|barely|hardly|nobody|no one|noone)\b(\s+\S+){0,5}\s+(show|shows|showing|showed|turn|turns|turning|turned) up\b|\btaucht\w*\b(\s+\S+){0,6}\s+(nicht|nie|kaum)\b(\s+\S+){0,6}\s+auf\b/;

/** Doing a task alone ("doing all the investor calls alone", "alone with the fundraising"): work, not hopelessness. */
const workAlone = new RegExp(
  [
    // A verb of work before it ("doing … alone", "building this company alone"); not "going to be
    // alone", not someone got alone ("get him alone"), not "go running alone".
    '\\b(do|does|doing|did|done|handl\\w*|(run|runs|running|ran)(?= (the|our|my|every|all|this|these|it|everything|things)\\b)|build\\w*|built|manag\\w*|carr(y|ies|ied|ying)|deal|deals|dealing|dealt|work|works|working|worked|cover\\w*|pitch\\w*|present\\w*|sell\\w*|sold|rais(e|es|ed|ing)|lead|leads|leading|led|write|writes|writing|wrote|fix\\w*|ship\\w*|cod(e|es|ed|ing)|hir(e|es|ed|ing)|shoulder\\w*|juggl\\w*|tak(e|es|ing|en)|took|mak(e|es|ing)|made|prepar\\w*|organi[sz]\\w*|plan(s|ned|ning)?|attend\\w*|host\\w*|negotiat\\w*|launch\\w*|finish\\w*|answer\\w*)\\b(\\s+(?!(be|been|feel|felt|feeling|am|die|dying|died|live|living|sit|sitting|end|him|her|them|you|me|myself|himself|herself)\\b)\\S+){0,7}\\s+alone\\b',
    // What it is alone with, in or on ("alone with the fundraising", "alone in the office"); not thoughts or pain.
    '\\balone (with|on) (the|my|our|this|that|these|those|all the|every|each|both) (?!(thoughts|feelings|pain|grief|fear|fears|darkness|demons|head|mind|worries|problems|memories|sadness)\\b)\\w+',
    '\\balone in (the|this|our|my|that|every|each) (office|company|startup|partnership|team|meeting|meetings|room|call|calls|project|decision|decisions|opinion|view|fight|negotiation|negotiations|pitch|board|business|role|job)\\b',
    '\\balone to (deal|handle|do|run|fix|manage|face the|explain|cover|present|pitch|talk to|answer|clean up)\\b',
  ].join('|'),
  'g',
);

/** What one leaves in a business ultimatum or exit: the company, a role, the deal, the partnership. */
const businessObject =
  /\b(firma|company|startup|start up|unternehmen|gmbh|ug|laden|business|projekt|project|job|rolle|role|ceo|cto|coo|cfo|geschaftsfuhr\w*|board|vorstand|beirat|deal|term sheet|anteile|shares|gesellschaft\w*|partnership|partnerschaft|zusammenarbeit|exit|ausstieg\w*|founder\w*|grunder\w*|kundigung|resignation)\b/;

/** Words of one's life, or of everything beyond the business: the sentence may speak of more than the company. */
const beyondBusiness =
  /\b(leben|lebens|life|alive|alles|allem|everything|welt|world|aufwachen|wake up|sterben|to die|dying|tot|dead|death|myself|mich selbst|umbringen|umzubringen|kill|goodbye|abschied\w*|for good|fur immer|nicht mehr da|not be here|no reason|keinen grund|kein sinn|keinen sinn|no point)\b/;

/**
 * Leaving the business said in words of giving up ("I'm done, I quit the company", "raus aus der
 * Firma", "ich schmeiß hin, wenn …", "I can't do this anymore with him as CEO", "keinen Bock mehr auf
 * diese Firma, ich will nur noch raus"): an ultimatum or an exit, no hopelessness, absence or
 * violent act of the user's. Only when the sentence names what is left (the company, a role, the
 * deal) or sets a condition ("wenn", "if", "either … or"), and says nothing of one's life or of
 * everything ("nicht nur die Firma, sondern alles", "I quit the company and don't see a reason to be
 * alive" keep theirs).
 */
const givingUp =
  /\b(ich bin (\S+ )?(raus|weg|fertig)|bin ich (\S+ )?(raus|weg|fertig)|im (\S+ )?(out|gone|done|finished)|steig\w* (ich )?(\S+ )?aus|aussteig\w*|schmeiss\w* (ich )?(\S+ )?hin|hinschmeiss\w*|hingeschmissen|(will|mochte|want|wanna) (\S+ ){0,2}(raus|out)|keinen bock mehr|kein bock mehr|cant do this any ?more|kann (so )?nicht mehr|give up|(will|mochte) (\S+ ){0,4}?nicht mehr|(kann|konnen) (\S+ ){0,5}?nicht mehr|halt\w* (\S+ ){0,4}?nicht mehr aus|keine lust mehr|dont (want|wanna) to (talk|discuss|argue|deal|keep|hear|do)|(im|i m|bin|ich bin) (so )?(done|over|fertig|durch) (with|mit)|cant (take|stand|deal with|hear|do|keep doing) (\S+ ){0,6}?any ?more|cant any ?more|gebe? (\S+ )?auf|aufgeben|walk\w* away|quit\w*|das wars)\b/g;
/**
 * A topic of the work the user is done with ("ich will nicht mehr über Equity reden", "I can't
 * anymore with this investor", "bin fertig mit dem Thema"): a topic, not the user giving up (folded).
 */
const topicObject =
  /\b(diskussion\w*|debatte\w*|thema|themen|streit\w*|meeting\w*|calls?|budget\w*|roadmap|equity|vesting|pricing|preis\w*|titel|titles?|argument\w*|debate\w*|discussion\w*|conversation\w*|gesprach\w*|investor\w*|kunde\w*|client\w*|customer\w*|agentur\w*|agency|beirat|scope|micromanag\w*|logo|rebrand\w*|homeoffice|remote|buro|office|hin und her|back and forth|ausreden|excuses)\b/;
const ultimatum = /\b(wenn|falls|sonst|entweder|if|unless|otherwise|either|or else|oder ich)\b/;

function leavingTheCompany(sentence: string): string {
  const folded = fold(sentence);
  const replaced = folded.replace(givingUp, ' ausstieg ');
  if (replaced === folded || beyondBusiness.test(folded)) return sentence;
  return businessObject.test(folded) || topicObject.test(folded) || ultimatum.test(folded) ? replaced : sentence;
}

/** Physical harm beside "hurt" or "verletzt": then it may be a body that is hurt, not a feeling. */
const bodilyHarm =
  /\b(blut\w*|blood\w*|bleed\w*|krankenhaus\w*|hospital|notaufnahme|arzt|doctor|wunde\w*|wound\w*|injur\w*|gebrochen|broken|unfall\w*|accident|geschlagen|hit|punch\w*|beat\w*|attack\w*|angegriffen|messer|knife|schlug|getreten|kicked|gestossen|shoved|(ausser|except|but) (mir|me)|myself|mir selbst|mich selbst|mir wehtun|mir weh)\b/;

/** Feelings that were hurt ("he looked really hurt", "sie wirkte verletzt", "I hurt her feelings"): a feeling, not an injury (folded). */
const feelingHurt = new RegExp(
  [
    '\\b(hurt|hurts|hurting) (his|her|their|my|your|our|\\S+s) feelings\\b',
    '\\bfeelings (\\S+ )?(were |are |was |got |get |have been |had been )?hurt\\b',
    '\\b(look|looks|looked|looking|seem|seems|seemed|feel|feels|felt|feeling|was|were|is|am|are|sound|sounds|sounded|appear\\w*) (really |so |very |quite |pretty |deeply |a bit |a little |kind of |kinda |visibly |clearly |genuinely |honestly |obviously |actually |totally |super |rather |somewhat |also |still |just |a lot |pretty badly |badly )*hurt\\b',
    '\\b(sah|sieht|sahen|sehen) (\\S+ ){0,5}?(verletzt|gekrankt) aus\\b',
    '\\b(wirkte|wirkt|wirkten|war|ist|bin|bist|waren|sind|fuhlte sich|fuhlt sich|fuhle mich|fuhlen sich|klang|klingt|guckte|schaute|reagierte|reagiert|zeigte sich) (\\S+ ){0,3}?(verletzt|gekrankt)\\b',
    '\\b(gefuhle|gefuhl|stolz|ego) (\\S+ ){0,4}?verletzt\\b',
    '\\bverletzt (gewirkt|ausgesehen|geguckt|geschaut|reagiert|geklungen)\\b',
  ].join('|'),
  'g',
);

/** Being pushed aside or back at work ("I feel pushed aside", "he pushed back on the plan"): no shove (folded). */
const pushedAside = /\b(push\w*) (aside|back|out of|around on)\b|\bpushback\b/g;

/** "ich trage gerade alles allein": carrying the work, not a stretcher (folded). */
const carrying = /\b(ich trage|trage ich|trag ich|ich trag)\b/g;

/** A train as the way to work ("mein Zug hatte Verspätung", "on the train to Berlin", "train the new hires"): no height or tracks (folded). */
const trainRide = new RegExp(
  [
    '\\b(mein|meinen|meinem|der|den|dem|unser\\w*|my|the|our|his|her|sein\\w*|ihr\\w*) (zug|train|bahn)\\b(?= (\\S+ ){0,6}?(verspat\\w*|festhing|fest|hing|ausgefallen|ausfall|fiel|delayed|late|cancel\\w*|stuck|steckt\\w*|stand|stehen\\w*|kam|fahrt|fuhr|came|left|ran|broke))',
    '\\b(im|in the|on the|on a|in a|mit dem|by|per) (zug|train|ice|bahn)\\b',
    '\\b(zug|train|bahn) (nach|to|from|aus|von|home|heim|zur|zum|into) (\\S+ )?(berlin|munchen|hamburg|koln|frankfurt|london|work|arbeit|office|buro|city|stadt|meeting|kunde\\w*|client\\w*)\\b',
    '\\b(train|trains|training) (him|her|them|the|our|my|new|people|staff|the team|everyone)\\b',
  ].join('|'),
  'g',
);

/** "ohne mich" said of a work decision ("hat ohne mich einen Entwickler eingestellt"); not "besser ohne mich" (folded). */
const withoutMe = /\b(ohne mich|without me)\b/g;
const betterWithout =
  /\b(besser|leichter|einfacher|glucklicher|dran|ware|waren|wurde|wurden|welt|world|better|easier|happier|off|vermiss\w*|miss|merk\w*|notice|klarkommen|auskommen|weiterleben|leben|life|alle|everyone|everybody)\b/;

/** "hopelessly" of the work ("hoffnungslos unterbesetzt", "hopelessly behind on the roadmap"): a degree, not despair (folded). */
const hopelesslyAtWork =
  /\b(hoffnungslos|hopelessly) (verkorkst|veraltet|unterbesetzt|uberlastet|uberbucht|hinterher|im verzug|behind|outdated|understaffed|overbooked|overloaded|over budget|uber budget|optimistisch|optimistic|naiv|naive|romantisch|romantic|verplant|unorganisiert|disorganized|disorganised|chaotisch|chaotic|ineffizient|inefficient|zerstritten|verfahren|verschuldet|in debt|underfunded|unterfinanziert|late|spat|verspatet|overcommitted|uberzeichnet|oversubscribed)\b/g;

/** A way out of a contract ("Ausweg aus dem Mietvertrag", "no way out of the lease"): a legal exit, not despair (folded). */
const wayOutOfContract =
  /\b(ausweg|way out) (aus|of) ((dem|der|diesem|dieser|unserem|unserer|the|this|that|our|my|meinem|meiner) )?(\S+ )?(vertrag\w*|\w*vertrag|klausel\w*|\w*klausel|contract|lease|clause|agreement|deal|term sheet|kredit\w*|loan|partnership|partnerschaft|abo\w*|subscription|mietvertrag)\b/g;

/** Someone else is done with a topic ("ob er einfach keinen Bock mehr hat"): that person's motivation (folded). */
const othersNoMood = /\b(er|sie|he|she|hes|shes|they)\b (\S+ ){0,3}?(keinen|kein) bock mehr\b/g;

/**
 * A worth word someone else was called ("called our intern worthless", "hat den Praktikanten
 * wertlos genannt", "bezeichnet ihre Arbeit als nutzlos"): an insult told, not the user's state
 * (folded). Not when the user is the one called it ("called me worthless").
 */
const othersCalled = new RegExp(
  [
    '\\b(called|calls|calling|call|named|labelled|labeled) ((?!(me|myself|us)\\b)\\S+ ){1,4}?(worthless|useless|hopeless|a failure|a waste of space|a loser)\\b',
    '\\b(nannte|nennt|nennen|genannt|bezeichnet\\w*|beschimpft\\w*|schimpft) ((?!(mich|mir|uns)\\b)\\S+ ){0,4}?(als )?(wertlos|nutzlos|hoffnungslos|versager\\w*|loser)\\b',
    '\\b(den|die|das|unseren|unsere|seinen|seine|ihren|ihre|ihn) ((?!(mich|mir|uns)\\b)\\S+ ){0,4}?(als )?(wertlos|nutzlos|hoffnungslos|versager\\w*) (genannt|bezeichnet|beschimpft)\\b',
  ].join('|'),
  'g',
);

/**
 * The user's own regret ("which I regret", "ich bereue das", "das bereue ich jetzt"): a feeling
 * about what they did, not "you'll regret it" (folded; issue #22, false19). Not "I don't regret it".
 */
const ownRegret =
  /\b((which|what|that|das|was|den|die) (i|ich) (really |truly |deeply |now |jetzt |sehr |total )?(regret|bereue)|(i|ich) (really |truly |deeply |now |already |jetzt |schon |sehr |total )?(regret|bereue)|bereue ich)\b(?! (nicht|nichts|nothing|keine?))/g;

/**
 * Insurance as a business ("vom Kreditgeschäft auf Versicherungen umgestiegen", "we sell
 * insurance", "an insurance startup"), not a policy put in order for after one's death: no
 * farewell word (folded). A life insurance or a beneficiary keeps its word.
 */
const insuranceBusiness =
  /\b((auf|into|in) versicherungen (umgestiegen|umsteigen|umzusteigen|gewechselt|wechseln|pivotiert)|(pivot\w*|mov\w*|switch\w*) (in)?to (selling )?insurance|(versicherungen|insurance|insurances) (verkauf\w*|vertreib\w*|vermittel\w*|anbiet\w*|sell\w*|broker\w*|business|startup|company|companies|product\w*|market|sector|industry|vertical|clients?|customers?|premiums?|claims?|kunden|markt|branche|sparte|geschaft)|(verkauf\w*|vertreib\w*|vermittel\w*|sell\w*|broker\w*) (\S+ )?(versicherungen|insurance)|versicherungs(geschaft|branche|markt|sparte|kunde\w*|startup|vertrieb|makler\w*)|insurtech\w*)\b/g;
const lifeInsurance =
  /\b(lebensversicherung\w*|life insurance|begunstigt\w*|beneficiar\w*|hinterbliebene\w*|risikolebens\w*|insurance (money|payout|pays?)|versicherungs(summe|geld)|better off|besser dran|family|familie|kinder|kids)\b/;

/**
 * Pills or medication the business makes, sells or ships ("wir vertreiben Blutdruckmittel an
 * Arztpraxen", "our startup ships sleeping pills to pharmacies"): a product, no means at hand
 * (folded; issue #21, false19). The user's own intake ("ich nehme selbst …") keeps its words.
 */
const pillsAsProduct =
  /\b(wir|we|were|our|unser\w*|startup|firma|company|vertrieb\w*|sales\w*)\b( \S+){0,4} (liefer\w*|verkauf\w*|vertreib\w*|vermarkt\w*|produzier\w*|herstell\w*|stell\w* \S+ her|versend\w*|ship\w*|deliver\w*|sell\w*|make|makes|market\w*|distribut\w*)( \S+){0,3} \S*(medikament\w*|medication\w*|meds|tablett\w*|pills?|drugs?|painkiller\w*|mittel)\b/g;
const ownIntakeFolded = /\b(ich|i|im) (\S+ ){0,3}(nehm\w*|take|taking|took|schluck\w*|swallow\w*)\b/;

/**
 * A time told by the others leaving ("stay late until everyone's gone", "bis alle weg sind",
 * "once the team has left"): when, not anyone's absence (folded; issue #21, false19).
 */
const othersLeftTime =
  /\b(until|till|til|once|when|after|bis|sobald|wenn|nachdem) (everyone|everybody|everyones|everybodys|all|the others|the team|the rest|alle|die anderen|das team|der rest)( else| elses)?( s| is| are| has| have| had| sind| ist| waren| war)? (gone|left|weg|gegangen|raus|home|heim|nach hause|verschwunden)\b/g;

/**
 * A goodbye or things given away with the reason of a departure in the sentence ("goodbye letters
 * because I'm leaving the company in June", "mein altes Fahrrad beim Umzug verschenkt", "laptop and
 * keys to my successor, it's my last day"): a job's end or a move, no farewell of one's life
 * (folded; issue #21, safety20b). Not beside words of life or an end or a means (`farewellEnd`).
 */
const leavingReason =
  /\b((weil|because|since|da|as|when|als|beim|bei|before|vor|nach|after|wegen) (\S+ ){0,8}(umzug|umgezogen|umzieh\w*|moved|moving|move|leave|leaving|left|verlass\w*|gehe|wechsel\w*|aus der firma|the company|rente|retire\w*|ruhestand)|last day|letzter tag|letzten tag|nachfolger\w*|successor|new job|neuen job|neue stelle|ausstand|farewell party|abschiedsfeier)\b/;
const farewellWords =
  /\b(abschied\w*|verabschied\w*|goodbyes?|farewell|verschenk\w*|weggegeben|gave away|given away|giving away|give away)\b/g;
const farewellEnd =
  /\b(pills?|tabletten|rope|strick|gun|pistole|waffe|knife|messer|bridge|brucke|gleis\w*|tracks|swallow\w*|schluck\w*|heute nacht|know how|weiss wie|womit|nicht mehr da|wont be (here|around)|for good|fur immer|forever|leben|life|alive|sterben|to die|tod|death|end it|beenden)\b/;

/** Tiredness words of the HOPELESS concept: exhaustion from work is not hopelessness by itself (folded). */
const tiredWords = /\b(erschopft\w*|exhausted|leer|leere|empty|kraftlos\w*|ausgelaugt|ausgebrannt|drained)\b/g;
/** The work a message names (folded): the cause of the tiredness. */
const workWords =
  /\b(arbeit\w*|work\w*|job|jobs|buro|office|laptop|launch\w*|quartal\w*|quarter|meeting\w*|calls?|investor\w*|kunde\w*|customer\w*|client\w*|fundrais\w*|pitch\w*|demo\w*|messe\w*|projekt\w*|project\w*|sprint\w*|release\w*|deadline\w*|payroll|hiring|hr|gehaltsgesprach\w*|kundigungsgesprach\w*|layoff\w*|kundigung\w*|firma|company|startup|umzug|schicht\w*|slack|board|series|seed|cap table|due diligence|term sheet|termsheet|anteile|shares|angebot|offer|acquisition|ubernahme\w*|bewertung|valuation|deal|deals|verhandlung\w*|negotiation\w*|cashflow|cash flow|zahlen|numbers|runway|vertrag\w*|contract)\b/;
/**
 * Words that make tiredness more than tiredness: one's life or everything, no end, no hope, no
 * way on, being broken, alone or in the dark; then the tiredness stays a hint.
 */
const beyondTired =
  /\b(leben|lebens|life|living|alive|alles|allem|everything|welt|world|sterben|to die|want to die|dying|tot|dead|death|nicht mehr|nie|never|anymore|any more|no longer|forever|fur immer|kein ende|no end|never ends|hort nie auf|keinen sinn|kein sinn|sinnlos|no point|pointless|whats the point|hope|hoffnung\w*|zukunft|future|aufstehen|get up|aufwach\w*|wake up|dunkel\w*|dark\w*|allein|alone|einsam|lonely|niemand|nobody|no one|kaputt|broken|bin (\S+ )?am ende|end of my (rope|tether)|ende meiner kraft|ausweg|way out|keep going(?! with)|go on like|cant go on|schaff\w* (das|es) nicht|egal|dont care|worthless|wertlos|nutzlos|useless|burden|trapped|gefangen|numb|taub|hopeless\w*|hoffnungslos\w*|verzweifel\w*|desperat\w*|depress\w*|suizid\w*|suicid\w*|mein ende|my end|kein danach|no after|nichts danach|nothing after|ende von mir|end of me)\b/;
/** Words of an end beside an ordinary reading: then the reading is not taken (folded). */
const endWords = new RegExp(
  `${beyondTired.source}|\\b(over for me|its over|it is over|ist (es )?vorbei|vorbei fur mich|for good|done with (all|everything|it all|this|all of this)|mit allem (fertig|schluss|durch)|disappear\\w*|verschwind\\w*|without me|ohne mich|fine without|won ?t be (here|around|there)|nicht mehr da|swallow\\w*|schluck\\w*|tonight|heute nacht|letters?|briefe?|abschied\\w*|goodbye)\\b`,
);
/** The user says it is not depression ("nicht depressiv oder so, einfach müde", "not depressed, just tired"). */
const notDepressed = /\b(nicht|not|kein|keine) (\S+ )?(depressiv|depressed|depression|depri)\b/g;

/**
 * Tiredness is the message's only urgent word, its work is named, and nothing says more (no life,
 * no end, no hope: `beyondTired`); "nicht depressiv, einfach müde" says less (folded).
 */
function onlyWorkTiredness(whole: string): boolean {
  return workWords.test(whole) && nothingBeyondTiredness(whole);
}

/** No life, end, hope or other urgent word beside the tiredness (`beyondTired`, urgent concepts; folded). */
function nothingBeyondTiredness(whole: string): boolean {
  if (beyondTired.test(whole.replace(notDepressed, ' '))) return false;
  return !find(whole.replace(tiredWords, ' mude ')).all.some((concept) => urgentEvidence.has(concept));
}

/**
 * "Ich kann nicht mehr", "I can't go on / do this anymore / keep going", said of oneself (folded):
 * with a work load named and nothing beyond it, exhaustion (`workExhaustion`).
 */
export const cannotGoOn =
  /\b((ich )?(kann|konnte) (einfach |echt |wirklich |so |gar |ehrlich |langsam )*nicht mehr( weiter)?|(i )?(just |really |honestly |simply )*(cant|cannot|can not) (go on|keep going|carry on|do this|take (it|this))( any ?more| any longer| like this)?|(i )?(just )?(cant|cannot) any ?more)\b/g;
/**
 * A work load (folded): projects, calls, shifts, clients, the deadline. Narrower than `workWords`:
 * "ich kann nicht mehr" beside the company or its money alone may be despair, not a load.
 */
const workLoad =
  /\b(projekt\w*|project\w*|\w*calls?|anruf\w*|ruft|meeting\w*|termin\w*|\w*schicht\w*|shifts?|kunde\w*|client\w*|customer\w*|deadline\w*|tickets?|\w*mails?|inbox|uberstunden|overtime|audit\w*|release\w*|launch\w*|sprint\w*|auftrag\w*|auftrage|orders?|workload|arbeitslast|aufgaben|tasks?|scope)\b/;

/**
 * "Ich kann nicht mehr" / "I can't go on" about a named work load ("Ich kann nicht mehr. Drei
 * Projekte, zwei Kunden, die jeden Tag anrufen", issue #21, safety33), and nothing else in the
 * message says more: read without the phrase nothing is beyond tiredness (`nothingBeyondTiredness`:
 * no life, end, hope, means or farewell word). `whole` is the folded message.
 */
export function workExhaustion(whole: string): boolean {
  const rest = whole.replace(cannotGoOn, ' mude ');
  return rest !== whole && workLoad.test(rest) && nothingBeyondTiredness(rest);
}

/**
 * A threat to quit or leave ("threatened to quit", "droht mit Kündigung", "hat gedroht, aus dem
 * Board auszusteigen"): an ultimatum of the work, no threat of harm (folded, issue #21, safety33).
 */
const threatToLeave =
  /\b(threat\w*|droh\w*|gedroht|angedroht) (\S+ ){0,3}?(to |mit (der |seiner |ihrer )?|zu )?(quit|quitting|resign\w*|leave|leaving|walk (out|away)|kundig\w*|aufzuhoren|auszusteigen|ausstieg|zu gehen|hinzuschmeissen)\b/g;
/** Harm beside a threat to leave ("threatened to hurt me if I quit"): then the threat stays one. */
const harmBeside = ['VIOLENCE_ACT', 'WEAPON', 'DEATH', 'FEAR', 'FOLLOW'];

/** "Schützen-" of a marksmen's club is no "Schutz" (FEAR) (issue #21, safety37). */
const marksmen = /\bschutzen(verein|fest|bruder|haus|konig|gilde|gesellschaft|platz)\w*/g;

/**
 * A sentence read in the ordinary sense of its everyday words (issues #21 and #22, false17): hurt
 * feelings, being pushed aside, carrying the work, a train to work, a decision taken "ohne mich",
 * someone else done with a topic, the user's own regret, insurance or pills as a business, a time
 * told by the others leaving, and tiredness
 * from work in a message without hope or life words ("Nach drei Wochen Messe bin ich einfach leer
 * und müde") are no evidence of a crisis. `whole`
 * is the message (folded), `sentence` the sentence the clause is from.
 */
function ordinaryReading(folded: string, whole: string, sentence: string): string {
  const inWhole = wholeReading(whole);
  let read = folded;
  if (!bodilyHarm.test(sentence)) read = read.replace(feelingHurt, ' gekrankt ');
  read = read
    .replace(pushedAside, ' zuruckgesetzt ')
    .replace(carrying, ' ich schultere ')
    .replace(trainRide, ' pendel ');
  if (!betterWithout.test(sentence) && !inWhole.lifeAbsence) read = read.replace(withoutMe, ' ohne rucksprache ');
  read = read.replace(othersNoMood, ' keine lust ').replace(othersCalled, ' beleidigt ');
  read = read.replace(hopelesslyAtWork, ' ganz $2 ').replace(wayOutOfContract, ' exit ');
  // Regret, a time told by the others leaving, pills or insurance as a business are read
  // ordinarily only where nothing in the message speaks of an end ("I regret being alive", "until
  // everyone's gone, then it's over for me", "fine without me": the review of false19).
  if (!inWhole.endWords) {
    read = read.replace(ownRegret, ' bedauern ');
    read = read.replace(othersLeftTime, ' spater ');
    if (!inWhole.ownIntake) read = read.replace(pillsAsProduct, ' $1 verkaufen produkte ');
    if (!inWhole.lifeInsurance) read = read.replace(insuranceBusiness, ' geschaftsfeld ');
  }
  if (leavingReason.test(fold(sentence)) && !inWhole.farewellEnd) read = read.replace(farewellWords, ' ausstand ');
  if (inWhole.onlyWorkTiredness) read = read.replace(tiredWords, ' mude ');
  if (inWhole.workExhaustion) read = read.replace(cannotGoOn, ' mude ');
  if (!inWhole.harmBeside) read = read.replace(threatToLeave, ' kundigung angekundigt ');
  read = read.replace(marksmen, ' sportverein ');
  return read.replace(/\s+/g, ' ').trim();
}

/** What `ordinaryReading` asks of the whole message, the same for each of its clauses. */
interface WholeReading {
  lifeAbsence: boolean;
  endWords: boolean;
  ownIntake: boolean;
  lifeInsurance: boolean;
  farewellEnd: boolean;
  onlyWorkTiredness: boolean;
  workExhaustion: boolean;
  harmBeside: boolean;
}

/**
 * The whole message's readings for `ordinaryReading`, read once a message (perf38b): they were
 * read again for every clause of every sentence (`ownStateFolded`), each time with the message
 * rewritten by `workExhaustion` and `nothingBeyondTiredness`. Every one is pure (no pattern here
 * has a flag g that `test` would move on), so reading them once decides the same; bounded as `find`.
 */
function wholeReading(whole: string): WholeReading {
  const cached = wholeReadings.get(whole);
  if (cached) return cached;
  const reading: WholeReading = {
    lifeAbsence: lifeAbsence.test(whole),
    endWords: endWords.test(whole),
    ownIntake: ownIntakeFolded.test(whole),
    lifeInsurance: lifeInsurance.test(whole),
    farewellEnd: farewellEnd.test(whole),
    onlyWorkTiredness: onlyWorkTiredness(whole),
    workExhaustion: workExhaustion(whole),
    harmBeside: find(whole).all.some((concept) => harmBeside.includes(concept)),
  };
  if (wholeReadings.size >= 2000) wholeReadings.clear();
  wholeReadings.set(whole, reading);
  return reading;
}

const wholeReadings = new Map<string, WholeReading>();

/** What someone else's absence may pair with: every urgent concept but absence and turning up. */
const besideAbsence = (found: Found) =>
  found.all.some(
    (concept) => urgentEvidence.has(concept) && concept !== 'ABSENT' && concept !== 'FOLLOW' && concept !== 'SLEEPLESS',
  );

/**
 * A sentence as evidence of the user's own state (folded). Not turning up ("stopped showing up",
 * "taucht nicht mehr auf") is absence, not following. "alone" of a task done alone ("doing all
 * the investor calls alone", "alone with the fundraising") is no hopeless word. A clause that
 * says someone else is absent ("my cofounder stopped showing up", "sie ist einfach weg", "our CTO
 * has disappeared") is left out when nothing else in the sentence is urgent: it says nothing of
 * the user's state. With another urgent word it stays, a worry about that person ("we'd all be
 * better off once he's gone", "he wants to disappear for good and bought pills"). "I feel so alone
 * and I can't go on" and "I stopped showing up for my own life" keep theirs. The classifier's
 * features are not changed (it learnt the words in context); only what counts as evidence.
 */
export function ownStateFolded(sentence: string, context?: string): string {
  const sentenceFolded = fold(sentence);
  const whole = context ?? sentenceFolded;
  // Clauses with their separators (odd indices), so phrases across a conjunction still match.
  const clauses = leavingTheCompany(sentence)
    .split(
      /([,;:()\u2013\u2014]|\s(?:and|und|but|aber|while|wahrend|während|weil|because|since|seitdem|dass|that|ob|whether|oder|or)\s)/i,
    )
    .map((piece, index) => {
      let folded = fold(piece);
      if (index % 2 === 1) return { folded, othersAbsence: false };
      folded = ordinaryReading(folded, whole, sentenceFolded);
      const before = find(folded).all;
      const absent = before.includes('ABSENT') || before.includes('SLEEPLESS') || notTurningUp.test(folded);
      folded = folded
        .replace(notTurningUp, ' abwesend ')
        .replace(workAlone, (match) => match.replace(/\balone\b/, 'solo'))
        .replace(/\s+/g, ' ')
        .trim();
      const found = find(folded);
      // Absent for a while ("disappears for hours", "im Urlaub") is nobody's state, the user's neither.
      const away = othersSubject(folded, piece) || passingAbsence.test(folded);
      // Someone's life ending ("sie will einfach nicht mehr leben") is a worry about that person, never only an absence.
      return { folded, othersAbsence: absent && away && !besideAbsence(found) && !lifeAbsence.test(folded) };
    });
  const rest = clauses.filter((clause) => !clause.othersAbsence).map((clause) => clause.folded);
  const kept = besideAbsence(find(rest.join(' '))) ? clauses.map((clause) => clause.folded) : rest;
  return kept.filter(Boolean).join(' ');
}

export interface EvidenceOptions {
  /** Two concepts anywhere in the text count (the messages of a conversation read together). */
  across?: boolean;
  /** Read the sentences as evidence of the user's own state (`ownStateFolded`): the urgent labels. */
  ownState?: boolean;
  /** Two everyday words in one sentence count only as a real co-occurrence (`realPair`); else any two. */
  realPairs?: boolean;
  /** Which everyday words are a hint (by concept and sentence); by default every concept but the context ones. */
  hints?: (concept: string, sentence: Found, folded: string) => boolean;
}

/**
 * How much evidence of its own a text has among `evidence` (urgentEvidence, harassmentEvidence):
 * `strong`, a concept matched by more than its everyday words, or two of the concepts in one
 * sentence ("Angst, dass er mich schlägt"; with `realPairs` only a real co-occurrence); `hint`,
 * everyday words of a concept that `hints` accepts ("ich bin so erschöpft"); `none`.
 */
export function evidenceLevel(
  sentencesOfText: readonly string[],
  evidence: ReadonlySet<string>,
  acrossOrOptions: boolean | EvidenceOptions = false,
): 'strong' | 'hint' | 'none' {
  const options = typeof acrossOrOptions === 'boolean' ? { across: acrossOrOptions } : acrossOrOptions;
  const seen = new Set<string>();
  let hint = false;
  // The whole message, for readings that depend on more than one sentence (work tiredness).
  const context = options.ownState ? fold(sentencesOfText.join(' ')) : '';
  for (const sentence of sentencesOfText) {
    const folded = options.ownState ? ownStateFolded(sentence, context) : fold(sentence);
    const found = find(folded);
    if (found.strong.some((concept) => evidence.has(concept))) return 'strong';
    if (!options.across) seen.clear();
    for (const concept of found.all) if (evidence.has(concept)) seen.add(concept);
    if (seen.size >= 2 && (!options.realPairs || realPair(seen, found.all))) return 'strong';
    hint ||= found.all.some(
      (concept) =>
        evidence.has(concept) &&
        !contextOnly.has(concept) &&
        (options.hints ? options.hints(concept, found, folded) : true),
    );
  }
  return hint ? 'hint' : 'none';
}

/** A thing judged ("this is", "das Meeting war", "it's"): its hopeless word is about the thing. */
const thingJudged =
  /\b(this|that|it|its|thats|das|dies|dieser|diese|dieses|es|the \w+|der \w+|die \w+|das \w+) (is|was|ist|war|sounds|klingt|wirkt|seems|scheint|feels|fuhlt sich)\b/;

/**
 * Everyday words of the user's state that are explained by what they judge: "This is generic crap.
 * Useless.", "Das Meeting war sinnlos" (a hopeless or death word in a sentence without the user,
 * in a message that judges a thing). Such a message gets no gentle note for them.
 */
export function explainedAway(sentencesOfText: readonly string[]): boolean {
  const folded = sentencesOfText.map((sentence) => fold(sentence));
  if (!folded.some((sentence) => thingJudged.test(sentence))) return false;
  let judged = false;
  for (const sentence of folded) {
    const found = find(sentence);
    const state = found.all.filter((concept) => urgentEvidence.has(concept));
    if (found.strong.some((concept) => urgentEvidence.has(concept))) return false;
    if (state.length === 0) continue;
    if (found.all.includes('SELF') || state.some((concept) => concept !== 'HOPELESS' && concept !== 'DEATH'))
      return false;
    judged = true;
  }
  return judged;
}

/**
 * Concepts without which the classifier's score alone does not call for help: a message with
 * none of them ("Ich werde ihn morgen um ein Gespräch bitten") shares words with dangerous
 * families, not their meaning.
 */
export const urgentEvidence = new Set([
  'DEATH',
  'SEARCH',
  'FEAR',
  'ABSENT',
  'HOPELESS',
  'SLEEPLESS',
  'MEANS_PILLS',
  'MEANS_HEIGHT',
  'MEANS_OTHER',
  'SELF_HARM',
  'FAREWELL',
  'THREAT',
  'VIOLENCE_ACT',
  'WEAPON',
  'FOLLOW',
  'INTOX',
  'VISIT',
  'PREPARED',
  'SELF_REMOVAL',
]);
export const harassmentEvidence = new Set([
  'EXCLUDE',
  'SEXUAL',
  'BODY',
  'IDENTITY',
  'SLUR',
  'MOCK',
  'SURVEIL',
  'COERCE',
  'FOLLOW',
  'THREAT',
  'VIOLENCE_ACT',
]);
