/** The starter library in French, by its English text: statements about the person rated, without gendered pronouns. */
export const STARTER_FR: Record<string, string> = {
  Core: 'Compétences clés',
  Leadership: 'Leadership',
  Functional: 'Compétences métier',
  Interpersonal: 'Relations interpersonnelles',
  'Personal effectiveness': 'Efficacité personnelle',

  Integrity: 'Intégrité',
  'Acts honestly and ethically, keeps commitments and earns the trust of others by being consistent in word and deed.':
    'Agit avec honnêteté et éthique, tient ses engagements et gagne la confiance des autres par la cohérence entre ses paroles et ses actes.',
  'Does what they say they will do.': 'Fait ce qui a été annoncé.',
  'Tells the truth, even when it is uncomfortable or unpopular.': 'Dit la vérité, même lorsqu’elle est dérangeante ou impopulaire.',
  'Treats confidential information with discretion.': 'Traite les informations confidentielles avec discrétion.',
  'Admits their own mistakes openly instead of hiding or excusing them.': 'Reconnaît ouvertement ses erreurs au lieu de les cacher ou de les excuser.',

  Accountability: 'Responsabilité',
  'Takes ownership of their goals, decisions and results, and follows through without needing to be chased.':
    'Assume ses objectifs, ses décisions et ses résultats, et mène les choses à terme sans qu’il faille le rappeler.',
  'Delivers agreed work on time and to the expected standard.': 'Livre le travail convenu dans les délais et au niveau de qualité attendu.',
  'Raises risks and delays early, before they become problems.': 'Signale tôt les risques et les retards, avant qu’ils ne deviennent des problèmes.',
  'Takes responsibility for outcomes rather than blaming others or circumstances.':
    'Assume la responsabilité des résultats plutôt que d’en rejeter la faute sur les autres ou les circonstances.',
  'Follows up on actions until they are complete.': 'Assure le suivi des actions jusqu’à leur achèvement.',

  'Customer focus': 'Orientation client',
  'Understands what internal and external customers need and shapes their work to deliver real value to them.':
    'Comprend les besoins des clients internes et externes et oriente son travail pour leur apporter une réelle valeur.',
  'Asks questions to understand what the customer actually needs.': 'Pose des questions pour comprendre ce dont le client a réellement besoin.',
  'Responds to customer requests and complaints promptly and courteously.': 'Répond aux demandes et aux réclamations des clients avec rapidité et courtoisie.',
  'Uses customer feedback to improve the way work is done.': 'S’appuie sur les retours des clients pour améliorer les façons de travailler.',
  'Balances customer needs with what the organisation can sustainably deliver.':
    'Concilie les besoins des clients avec ce que l’organisation peut fournir durablement.',

  Collaboration: 'Collaboration',
  'Works willingly with others across teams and functions, shares information and puts shared goals before personal credit.':
    'Travaille volontiers avec les autres, au-delà des équipes et des fonctions, partage l’information et place les objectifs communs avant la reconnaissance personnelle.',
  'Shares knowledge and information that others need to do their work.':
    'Partage les connaissances et les informations dont les autres ont besoin pour travailler.',
  'Offers help to colleagues when they are under pressure.': 'Propose son aide aux collègues lorsqu’ils sont sous pression.',
  'Involves the right people from other teams early.': 'Associe tôt les bonnes personnes des autres équipes.',
  'Gives credit to others for their contributions.': 'Reconnaît la contribution des autres.',

  'Vision and direction': 'Vision et cap',
  'Sets a clear, compelling direction for the team and connects everyday work to the wider goals of the organisation.':
    'Donne à l’équipe un cap clair et motivant, et relie le travail quotidien aux objectifs plus larges de l’organisation.',
  'Explains where the team is heading and why.': 'Explique où va l’équipe et pourquoi.',
  'Links individual objectives to the goals of the organisation.': 'Relie les objectifs individuels à ceux de l’organisation.',
  'Keeps the team focused on priorities when demands compete.': 'Maintient l’équipe concentrée sur les priorités lorsque les demandes se concurrencent.',
  'Looks beyond the current year when making plans.': 'Voit au-delà de l’année en cours pour planifier.',

  'Developing others': 'Développement des autres',
  'Helps people grow by giving honest feedback, stretching assignments and support, and by making development part of everyday work.':
    'Aide les autres à progresser par un feedback sincère, des missions stimulantes et du soutien, et intègre le développement au travail quotidien.',
  'Gives specific, timely feedback on performance.': 'Donne un feedback précis et au bon moment sur la performance.',
  'Recognises good work and says what made it good.': 'Reconnaît le travail bien fait et explique ce qui le rend bon.',
  'Delegates tasks that help others learn new skills.': 'Délègue des tâches qui permettent aux autres d’acquérir de nouvelles compétences.',
  'Makes time to discuss career goals and development plans.': 'Prend le temps de parler d’objectifs de carrière et de plans de développement.',
  'Coaches others to find their own solutions rather than providing all the answers.':
    'Accompagne les autres pour qu’ils trouvent leurs propres solutions plutôt que de fournir toutes les réponses.',

  'Decision making': 'Prise de décision',
  'Makes timely, well-reasoned decisions using the available facts, weighs risks and consequences, and stands by the choices made.':
    'Prend en temps utile des décisions réfléchies fondées sur les faits disponibles, pèse les risques et les conséquences, et assume les choix faits.',
  'Gathers the relevant facts and views before deciding.': 'Rassemble les faits et les points de vue pertinents avant de décider.',
  'Makes decisions in good time, even when information is incomplete.': 'Décide en temps utile, même lorsque l’information est incomplète.',
  'Explains the reasoning behind their decisions.': 'Explique le raisonnement qui sous-tend ses décisions.',
  'Revisits a decision when new facts show it needs to change.': 'Revient sur une décision lorsque de nouveaux faits montrent qu’elle doit changer.',

  'Leading change': 'Conduite du changement',
  'Champions new ideas and ways of working, helps people understand and adopt change, and keeps momentum through uncertainty.':
    'Porte les idées et les façons de travailler nouvelles, aide chacun à comprendre et à adopter le changement, et maintient l’élan dans l’incertitude.',
  'Explains the reasons for a change and what it means for people.': 'Explique les raisons d’un changement et ce qu’il implique pour les personnes.',
  'Listens to concerns about change and addresses them honestly.': 'Écoute les inquiétudes liées au changement et y répond avec franchise.',
  'Involves the team in shaping how change is put into practice.': 'Associe l’équipe à la manière de mettre le changement en pratique.',
  'Stays positive and steady when plans shift.': 'Reste positif et constant lorsque les plans évoluent.',

  'Professional expertise': 'Expertise professionnelle',
  'Has the knowledge and skills their role requires, keeps them current and applies them to produce high-quality work.':
    'Possède les connaissances et les compétences que requiert le poste, les tient à jour et les met en œuvre pour produire un travail de qualité.',
  'Applies sound knowledge of their field to everyday work.': 'Applique au travail quotidien une solide connaissance de son domaine.',
  'Keeps up to date with developments in their area of expertise.': 'Se tient informé des évolutions de son domaine d’expertise.',
  'Is a source of reliable advice for colleagues.': 'Est une source de conseils fiables pour ses collègues.',

  'Problem solving': 'Résolution de problèmes',
  'Analyses problems to their root cause, considers options and puts practical, well-judged solutions in place.':
    'Analyse les problèmes jusqu’à leur cause profonde, envisage les options et met en place des solutions pratiques et judicieuses.',
  'Breaks complex problems down into manageable parts.': 'Décompose les problèmes complexes en parties maîtrisables.',
  'Looks for the root cause rather than treating symptoms.': 'Cherche la cause profonde plutôt que de traiter les symptômes.',
  'Considers several options before choosing a solution.': 'Envisage plusieurs options avant de choisir une solution.',
  'Uses data and evidence to support conclusions.': 'S’appuie sur des données et des preuves pour étayer ses conclusions.',

  'Planning and organising': 'Planification et organisation',
  'Sets priorities, plans work and resources realistically and manages time so that objectives are met.':
    'Fixe des priorités, planifie le travail et les ressources de façon réaliste et gère son temps de manière à atteindre les objectifs.',
  'Plans work with clear milestones and realistic deadlines.': 'Planifie le travail avec des jalons clairs et des échéances réalistes.',
  'Prioritises tasks according to their importance and urgency.': 'Hiérarchise les tâches selon leur importance et leur urgence.',
  'Uses time and resources efficiently.': 'Utilise le temps et les ressources de manière efficace.',
  'Adjusts plans sensibly when circumstances change.': 'Adapte les plans avec discernement lorsque les circonstances changent.',

  'Quality and attention to detail': 'Qualité et souci du détail',
  'Produces accurate, thorough work, checks it carefully and continuously looks for ways to improve standards.':
    'Produit un travail exact et rigoureux, le vérifie avec soin et cherche en permanence à élever les standards.',
  'Checks their own work for accuracy before passing it on.': 'Vérifie l’exactitude de son travail avant de le transmettre.',
  'Follows agreed procedures and standards.': 'Respecte les procédures et les normes convenues.',
  'Spots errors and inconsistencies that others miss.': 'Repère les erreurs et les incohérences qui échappent aux autres.',
  'Suggests improvements to processes and ways of working.': 'Propose des améliorations des processus et des façons de travailler.',

  Communication: 'Communication',
  'Expresses ideas clearly and concisely in speech and writing, adapting the message to the audience.':
    'Exprime ses idées clairement et avec concision, à l’oral comme à l’écrit, en adaptant le message à son public.',
  'Expresses ideas clearly and concisely.': 'Exprime ses idées clairement et avec concision.',
  'Writes emails and documents that are easy to understand.': 'Rédige des e-mails et des documents faciles à comprendre.',
  'Adapts their message and style to the audience.': 'Adapte son message et son style à son public.',
  'Keeps others informed about progress and changes.': 'Tient les autres informés de l’avancement et des changements.',

  'Active listening': 'Écoute active',
  'Gives full attention to others, seeks to understand their point of view and shows that it has been heard.':
    'Accorde toute son attention aux autres, cherche à comprendre leur point de vue et montre qu’il a été entendu.',
  'Listens without interrupting.': 'Écoute sans interrompre.',
  'Asks questions to check their understanding.': 'Pose des questions pour vérifier sa compréhension.',
  'Shows that they have considered the views of others.': 'Montre que le point de vue des autres a été pris en compte.',

  Influencing: 'Influence',
  'Gains support for ideas and proposals through sound reasoning, credibility and an understanding of what matters to others.':
    'Obtient l’adhésion à ses idées et propositions grâce à une argumentation solide, sa crédibilité et sa compréhension de ce qui compte pour les autres.',
  'Builds a convincing case with facts and examples.': 'Construit une argumentation convaincante à l’aide de faits et d’exemples.',
  'Understands what matters to others and addresses it.': 'Comprend ce qui compte pour les autres et en tient compte.',
  'Gains commitment without relying on authority.': 'Obtient l’engagement des autres sans s’appuyer sur l’autorité.',
  'Builds support for ideas before key meetings and decisions.': 'Rallie des soutiens à ses idées avant les réunions et les décisions importantes.',

  'Managing conflict': 'Gestion des conflits',
  'Addresses disagreements early and constructively, focusing on issues rather than people, and finds outcomes that others can accept.':
    'Traite les désaccords tôt et de façon constructive, en se concentrant sur les sujets plutôt que sur les personnes, et trouve des issues acceptables pour tous.',
  'Addresses disagreements early rather than avoiding them.': 'Aborde les désaccords tôt plutôt que de les éviter.',
  'Stays calm and respectful in difficult conversations.': 'Reste calme et respectueux dans les conversations difficiles.',
  'Focuses on the issue, not the person.': 'Se concentre sur le problème, pas sur la personne.',
  'Looks for solutions that work for everyone involved.': 'Cherche des solutions qui conviennent à toutes les parties concernées.',

  Adaptability: 'Adaptabilité',
  'Adjusts readily to new situations, priorities and ways of working, and stays effective when things are uncertain.':
    'S’adapte facilement aux nouvelles situations, priorités et façons de travailler, et reste efficace dans l’incertitude.',
  'Adjusts quickly to changes in priorities.': 'S’adapte rapidement aux changements de priorités.',
  'Stays effective when situations are ambiguous.': 'Reste efficace dans les situations ambiguës.',
  'Is open to new ideas and different ways of working.': 'Est ouvert aux idées nouvelles et à d’autres façons de travailler.',

  Resilience: 'Résilience',
  'Remains composed and constructive under pressure, recovers quickly from setbacks and helps others do the same.':
    'Reste serein et constructif sous pression, se remet vite des revers et aide les autres à en faire autant.',
  'Stays composed under pressure.': 'Garde son calme sous pression.',
  'Recovers quickly from setbacks and disappointments.': 'Se remet rapidement des revers et des déceptions.',
  'Keeps a constructive outlook when facing obstacles.': 'Garde une attitude constructive face aux obstacles.',
  'Manages their workload to sustain performance over time.': 'Gère sa charge de travail de manière à rester performant dans la durée.',

  Initiative: 'Initiative',
  'Acts without waiting to be asked, spots opportunities and problems early and takes sensible steps to address them.':
    'Agit sans attendre qu’on le demande, repère tôt les opportunités et les problèmes et prend des mesures judicieuses pour y répondre.',
  'Acts on problems and opportunities without waiting to be asked.': 'Se saisit des problèmes et des opportunités sans attendre qu’on le demande.',
  'Goes beyond the minimum the role requires.': 'Va au-delà du minimum qu’exige le poste.',
  'Proposes new ideas to improve results.': 'Propose des idées nouvelles pour améliorer les résultats.',

  'Learning agility': 'Agilité d’apprentissage',
  'Seeks out feedback and new experiences, learns quickly from them and applies the lessons to do better.':
    'Recherche le feedback et les expériences nouvelles, en tire rapidement des enseignements et les applique pour progresser.',
  'Asks for feedback on their own performance.': 'Sollicite du feedback sur sa propre performance.',
  'Acts on feedback to improve.': 'Tient compte du feedback pour progresser.',
  'Learns new skills and knowledge quickly.': 'Acquiert rapidement de nouvelles compétences et connaissances.',
  'Reflects on what went well and what to do differently next time.':
    'Réfléchit à ce qui a bien fonctionné et à ce qu’il faudrait faire autrement la prochaine fois.',
};
