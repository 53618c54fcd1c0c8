/** The starter library in German, by its English text: statements about the person rated, without gendered pronouns. */
export const STARTER_DE: Record<string, string> = {
  Core: 'Kernkompetenzen',
  Leadership: 'Führung',
  Functional: 'Fachkompetenz',
  Interpersonal: 'Soziale Kompetenz',
  'Personal effectiveness': 'Persönliche Wirksamkeit',

  Integrity: 'Integrität',
  'Acts honestly and ethically, keeps commitments and earns the trust of others by being consistent in word and deed.':
    'Handelt ehrlich und ethisch, hält Zusagen ein und gewinnt das Vertrauen anderer, weil Worte und Taten übereinstimmen.',
  'Does what they say they will do.': 'Tut, was angekündigt wurde.',
  'Tells the truth, even when it is uncomfortable or unpopular.': 'Sagt die Wahrheit, auch wenn sie unbequem oder unpopulär ist.',
  'Treats confidential information with discretion.': 'Geht mit vertraulichen Informationen diskret um.',
  'Admits their own mistakes openly instead of hiding or excusing them.': 'Gibt eigene Fehler offen zu, statt sie zu verbergen oder zu entschuldigen.',

  Accountability: 'Verantwortungsbewusstsein',
  'Takes ownership of their goals, decisions and results, and follows through without needing to be chased.':
    'Übernimmt Verantwortung für eigene Ziele, Entscheidungen und Ergebnisse und bleibt dran, ohne erinnert werden zu müssen.',
  'Delivers agreed work on time and to the expected standard.': 'Liefert vereinbarte Arbeit pünktlich und in der erwarteten Qualität.',
  'Raises risks and delays early, before they become problems.': 'Spricht Risiken und Verzögerungen früh an, bevor sie zu Problemen werden.',
  'Takes responsibility for outcomes rather than blaming others or circumstances.':
    'Steht für Ergebnisse ein, statt anderen oder den Umständen die Schuld zu geben.',
  'Follows up on actions until they are complete.': 'Verfolgt Maßnahmen, bis sie abgeschlossen sind.',

  'Customer focus': 'Kundenorientierung',
  'Understands what internal and external customers need and shapes their work to deliver real value to them.':
    'Versteht, was interne und externe Kunden brauchen, und richtet die eigene Arbeit darauf aus, ihnen echten Nutzen zu bieten.',
  'Asks questions to understand what the customer actually needs.': 'Stellt Fragen, um zu verstehen, was der Kunde tatsächlich braucht.',
  'Responds to customer requests and complaints promptly and courteously.': 'Reagiert schnell und höflich auf Kundenanfragen und Beschwerden.',
  'Uses customer feedback to improve the way work is done.': 'Nutzt Kundenfeedback, um Arbeitsweisen zu verbessern.',
  'Balances customer needs with what the organisation can sustainably deliver.':
    'Bringt Kundenwünsche mit dem in Einklang, was die Organisation dauerhaft leisten kann.',

  Collaboration: 'Zusammenarbeit',
  'Works willingly with others across teams and functions, shares information and puts shared goals before personal credit.':
    'Arbeitet bereitwillig über Team- und Bereichsgrenzen hinweg, teilt Informationen und stellt gemeinsame Ziele über persönliche Anerkennung.',
  'Shares knowledge and information that others need to do their work.': 'Teilt Wissen und Informationen, die andere für ihre Arbeit brauchen.',
  'Offers help to colleagues when they are under pressure.': 'Bietet Kolleginnen und Kollegen Hilfe an, wenn sie unter Druck stehen.',
  'Involves the right people from other teams early.': 'Bezieht die richtigen Personen aus anderen Teams frühzeitig ein.',
  'Gives credit to others for their contributions.': 'Würdigt die Beiträge anderer.',

  'Vision and direction': 'Vision und Orientierung',
  'Sets a clear, compelling direction for the team and connects everyday work to the wider goals of the organisation.':
    'Gibt dem Team eine klare, überzeugende Richtung und verbindet die tägliche Arbeit mit den übergeordneten Zielen der Organisation.',
  'Explains where the team is heading and why.': 'Erklärt, wohin sich das Team entwickelt und warum.',
  'Links individual objectives to the goals of the organisation.': 'Verknüpft individuelle Ziele mit den Zielen der Organisation.',
  'Keeps the team focused on priorities when demands compete.': 'Hält das Team bei konkurrierenden Anforderungen auf die Prioritäten fokussiert.',
  'Looks beyond the current year when making plans.': 'Denkt bei der Planung über das laufende Jahr hinaus.',

  'Developing others': 'Andere entwickeln',
  'Helps people grow by giving honest feedback, stretching assignments and support, and by making development part of everyday work.':
    'Fördert das Wachstum anderer durch ehrliches Feedback, herausfordernde Aufgaben und Unterstützung und macht Entwicklung zum Teil des Arbeitsalltags.',
  'Gives specific, timely feedback on performance.': 'Gibt konkretes und zeitnahes Feedback zur Leistung.',
  'Recognises good work and says what made it good.': 'Erkennt gute Arbeit an und sagt, was sie gut gemacht hat.',
  'Delegates tasks that help others learn new skills.': 'Delegiert Aufgaben, mit denen andere neue Fähigkeiten erlernen.',
  'Makes time to discuss career goals and development plans.': 'Nimmt sich Zeit, um über Karriereziele und Entwicklungspläne zu sprechen.',
  'Coaches others to find their own solutions rather than providing all the answers.':
    'Coacht andere dabei, eigene Lösungen zu finden, statt alle Antworten vorzugeben.',

  'Decision making': 'Entscheidungsfindung',
  'Makes timely, well-reasoned decisions using the available facts, weighs risks and consequences, and stands by the choices made.':
    'Trifft rechtzeitig gut begründete Entscheidungen auf Basis der verfügbaren Fakten, wägt Risiken und Folgen ab und steht zu den getroffenen Entscheidungen.',
  'Gathers the relevant facts and views before deciding.': 'Holt vor einer Entscheidung die relevanten Fakten und Sichtweisen ein.',
  'Makes decisions in good time, even when information is incomplete.': 'Entscheidet rechtzeitig, auch wenn die Informationen unvollständig sind.',
  'Explains the reasoning behind their decisions.': 'Erläutert die Gründe für die eigenen Entscheidungen.',
  'Revisits a decision when new facts show it needs to change.': 'Überprüft eine Entscheidung, wenn neue Fakten zeigen, dass sie geändert werden muss.',

  'Leading change': 'Veränderungen gestalten',
  'Champions new ideas and ways of working, helps people understand and adopt change, and keeps momentum through uncertainty.':
    'Setzt sich für neue Ideen und Arbeitsweisen ein, hilft anderen, Veränderungen zu verstehen und anzunehmen, und hält auch in unsicheren Zeiten den Schwung.',
  'Explains the reasons for a change and what it means for people.': 'Erklärt die Gründe für eine Veränderung und was sie für die Betroffenen bedeutet.',
  'Listens to concerns about change and addresses them honestly.': 'Hört sich Bedenken zu Veränderungen an und geht ehrlich darauf ein.',
  'Involves the team in shaping how change is put into practice.': 'Bezieht das Team in die Umsetzung von Veränderungen ein.',
  'Stays positive and steady when plans shift.': 'Bleibt positiv und besonnen, wenn sich Pläne ändern.',

  'Professional expertise': 'Fachwissen',
  'Has the knowledge and skills their role requires, keeps them current and applies them to produce high-quality work.':
    'Verfügt über das Wissen und die Fähigkeiten, die die Rolle erfordert, hält sie aktuell und setzt sie für hochwertige Arbeit ein.',
  'Applies sound knowledge of their field to everyday work.': 'Wendet fundiertes Fachwissen in der täglichen Arbeit an.',
  'Keeps up to date with developments in their area of expertise.': 'Bleibt über Entwicklungen im eigenen Fachgebiet auf dem Laufenden.',
  'Is a source of reliable advice for colleagues.': 'Ist für Kolleginnen und Kollegen eine verlässliche Anlaufstelle für Rat.',

  'Problem solving': 'Problemlösung',
  'Analyses problems to their root cause, considers options and puts practical, well-judged solutions in place.':
    'Analysiert Probleme bis zur eigentlichen Ursache, wägt Optionen ab und setzt praktikable, durchdachte Lösungen um.',
  'Breaks complex problems down into manageable parts.': 'Zerlegt komplexe Probleme in überschaubare Teile.',
  'Looks for the root cause rather than treating symptoms.': 'Sucht nach der eigentlichen Ursache, statt Symptome zu behandeln.',
  'Considers several options before choosing a solution.': 'Prüft mehrere Optionen, bevor eine Lösung gewählt wird.',
  'Uses data and evidence to support conclusions.': 'Stützt Schlussfolgerungen auf Daten und Belege.',

  'Planning and organising': 'Planung und Organisation',
  'Sets priorities, plans work and resources realistically and manages time so that objectives are met.':
    'Setzt Prioritäten, plant Arbeit und Ressourcen realistisch und teilt die Zeit so ein, dass Ziele erreicht werden.',
  'Plans work with clear milestones and realistic deadlines.': 'Plant Arbeit mit klaren Meilensteinen und realistischen Fristen.',
  'Prioritises tasks according to their importance and urgency.': 'Priorisiert Aufgaben nach Wichtigkeit und Dringlichkeit.',
  'Uses time and resources efficiently.': 'Nutzt Zeit und Ressourcen effizient.',
  'Adjusts plans sensibly when circumstances change.': 'Passt Pläne sinnvoll an, wenn sich die Umstände ändern.',

  'Quality and attention to detail': 'Qualität und Sorgfalt',
  'Produces accurate, thorough work, checks it carefully and continuously looks for ways to improve standards.':
    'Arbeitet genau und gründlich, prüft die eigene Arbeit sorgfältig und sucht ständig nach Wegen, die Standards zu verbessern.',
  'Checks their own work for accuracy before passing it on.': 'Prüft die eigene Arbeit auf Richtigkeit, bevor sie weitergegeben wird.',
  'Follows agreed procedures and standards.': 'Hält vereinbarte Abläufe und Standards ein.',
  'Spots errors and inconsistencies that others miss.': 'Entdeckt Fehler und Unstimmigkeiten, die anderen entgehen.',
  'Suggests improvements to processes and ways of working.': 'Schlägt Verbesserungen für Abläufe und Arbeitsweisen vor.',

  Communication: 'Kommunikation',
  'Expresses ideas clearly and concisely in speech and writing, adapting the message to the audience.':
    'Drückt Gedanken mündlich und schriftlich klar und prägnant aus und stimmt die Botschaft auf das Publikum ab.',
  'Expresses ideas clearly and concisely.': 'Drückt Gedanken klar und prägnant aus.',
  'Writes emails and documents that are easy to understand.': 'Schreibt E-Mails und Dokumente, die leicht zu verstehen sind.',
  'Adapts their message and style to the audience.': 'Passt Botschaft und Stil an das Publikum an.',
  'Keeps others informed about progress and changes.': 'Hält andere über Fortschritte und Änderungen auf dem Laufenden.',

  'Active listening': 'Aktives Zuhören',
  'Gives full attention to others, seeks to understand their point of view and shows that it has been heard.':
    'Schenkt anderen volle Aufmerksamkeit, versucht ihre Sichtweise zu verstehen und zeigt, dass sie gehört wurde.',
  'Listens without interrupting.': 'Hört zu, ohne zu unterbrechen.',
  'Asks questions to check their understanding.': 'Stellt Fragen, um das eigene Verständnis zu überprüfen.',
  'Shows that they have considered the views of others.': 'Zeigt, dass die Sichtweisen anderer berücksichtigt wurden.',

  Influencing: 'Überzeugungskraft',
  'Gains support for ideas and proposals through sound reasoning, credibility and an understanding of what matters to others.':
    'Gewinnt Unterstützung für Ideen und Vorschläge durch fundierte Argumente, Glaubwürdigkeit und das Verständnis dafür, worauf es anderen ankommt.',
  'Builds a convincing case with facts and examples.': 'Argumentiert überzeugend mit Fakten und Beispielen.',
  'Understands what matters to others and addresses it.': 'Versteht, worauf es anderen ankommt, und geht darauf ein.',
  'Gains commitment without relying on authority.': 'Gewinnt Zustimmung, ohne sich auf Autorität zu stützen.',
  'Builds support for ideas before key meetings and decisions.': 'Wirbt schon vor wichtigen Besprechungen und Entscheidungen um Unterstützung für Ideen.',

  'Managing conflict': 'Konfliktmanagement',
  'Addresses disagreements early and constructively, focusing on issues rather than people, and finds outcomes that others can accept.':
    'Spricht Meinungsverschiedenheiten früh und konstruktiv an, konzentriert sich auf die Sache statt auf Personen und findet Lösungen, die andere mittragen können.',
  'Addresses disagreements early rather than avoiding them.': 'Spricht Meinungsverschiedenheiten früh an, statt ihnen auszuweichen.',
  'Stays calm and respectful in difficult conversations.': 'Bleibt in schwierigen Gesprächen ruhig und respektvoll.',
  'Focuses on the issue, not the person.': 'Konzentriert sich auf die Sache, nicht auf die Person.',
  'Looks for solutions that work for everyone involved.': 'Sucht nach Lösungen, die für alle Beteiligten funktionieren.',

  Adaptability: 'Anpassungsfähigkeit',
  'Adjusts readily to new situations, priorities and ways of working, and stays effective when things are uncertain.':
    'Stellt sich bereitwillig auf neue Situationen, Prioritäten und Arbeitsweisen ein und bleibt auch bei Unsicherheit wirksam.',
  'Adjusts quickly to changes in priorities.': 'Stellt sich schnell auf geänderte Prioritäten ein.',
  'Stays effective when situations are ambiguous.': 'Bleibt auch in unklaren Situationen wirksam.',
  'Is open to new ideas and different ways of working.': 'Ist offen für neue Ideen und andere Arbeitsweisen.',

  Resilience: 'Resilienz',
  'Remains composed and constructive under pressure, recovers quickly from setbacks and helps others do the same.':
    'Bleibt unter Druck gelassen und konstruktiv, erholt sich schnell von Rückschlägen und hilft anderen, es ebenso zu tun.',
  'Stays composed under pressure.': 'Bleibt unter Druck gelassen.',
  'Recovers quickly from setbacks and disappointments.': 'Erholt sich schnell von Rückschlägen und Enttäuschungen.',
  'Keeps a constructive outlook when facing obstacles.': 'Bewahrt angesichts von Hindernissen eine konstruktive Haltung.',
  'Manages their workload to sustain performance over time.': 'Teilt die eigene Arbeitslast so ein, dass die Leistung dauerhaft erhalten bleibt.',

  Initiative: 'Eigeninitiative',
  'Acts without waiting to be asked, spots opportunities and problems early and takes sensible steps to address them.':
    'Handelt, ohne auf Aufforderung zu warten, erkennt Chancen und Probleme früh und ergreift sinnvolle Schritte, um sie anzugehen.',
  'Acts on problems and opportunities without waiting to be asked.': 'Geht Probleme und Chancen an, ohne auf Aufforderung zu warten.',
  'Goes beyond the minimum the role requires.': 'Leistet mehr als das, was die Rolle mindestens verlangt.',
  'Proposes new ideas to improve results.': 'Schlägt neue Ideen vor, um Ergebnisse zu verbessern.',

  'Learning agility': 'Lernfähigkeit',
  'Seeks out feedback and new experiences, learns quickly from them and applies the lessons to do better.':
    'Sucht aktiv nach Feedback und neuen Erfahrungen, lernt schnell daraus und nutzt das Gelernte, um besser zu werden.',
  'Asks for feedback on their own performance.': 'Bittet um Feedback zur eigenen Leistung.',
  'Acts on feedback to improve.': 'Setzt Feedback um, um sich zu verbessern.',
  'Learns new skills and knowledge quickly.': 'Eignet sich neue Fähigkeiten und neues Wissen schnell an.',
  'Reflects on what went well and what to do differently next time.': 'Reflektiert, was gut lief und was beim nächsten Mal anders gemacht werden sollte.',
};
