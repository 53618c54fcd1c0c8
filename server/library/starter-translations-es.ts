/** The starter library in Spanish, by its English text: statements about the person rated, in the third person. */
export const STARTER_ES: Record<string, string> = {
  Core: 'Competencias esenciales',
  Leadership: 'Liderazgo',
  Functional: 'Competencias técnicas',
  Interpersonal: 'Relaciones interpersonales',
  'Personal effectiveness': 'Eficacia personal',

  Integrity: 'Integridad',
  'Acts honestly and ethically, keeps commitments and earns the trust of others by being consistent in word and deed.':
    'Actúa con honestidad y ética, cumple sus compromisos y se gana la confianza de los demás por la coherencia entre lo que dice y lo que hace.',
  'Does what they say they will do.': 'Hace lo que dice que va a hacer.',
  'Tells the truth, even when it is uncomfortable or unpopular.': 'Dice la verdad, incluso cuando resulta incómoda o impopular.',
  'Treats confidential information with discretion.': 'Trata la información confidencial con discreción.',
  'Admits their own mistakes openly instead of hiding or excusing them.': 'Reconoce abiertamente sus errores en lugar de ocultarlos o justificarlos.',

  Accountability: 'Responsabilidad',
  'Takes ownership of their goals, decisions and results, and follows through without needing to be chased.':
    'Asume como propios sus objetivos, decisiones y resultados, y cumple sin que haya que recordárselo.',
  'Delivers agreed work on time and to the expected standard.': 'Entrega el trabajo acordado a tiempo y con la calidad esperada.',
  'Raises risks and delays early, before they become problems.': 'Advierte pronto de riesgos y retrasos, antes de que se conviertan en problemas.',
  'Takes responsibility for outcomes rather than blaming others or circumstances.':
    'Se responsabiliza de los resultados en lugar de culpar a otros o a las circunstancias.',
  'Follows up on actions until they are complete.': 'Hace seguimiento de las acciones hasta que se completan.',

  'Customer focus': 'Orientación al cliente',
  'Understands what internal and external customers need and shapes their work to deliver real value to them.':
    'Comprende lo que necesitan los clientes internos y externos y orienta su trabajo para aportarles un valor real.',
  'Asks questions to understand what the customer actually needs.': 'Hace preguntas para entender lo que el cliente necesita realmente.',
  'Responds to customer requests and complaints promptly and courteously.': 'Responde a las solicitudes y quejas de los clientes con rapidez y cortesía.',
  'Uses customer feedback to improve the way work is done.': 'Utiliza las opiniones de los clientes para mejorar la forma de trabajar.',
  'Balances customer needs with what the organisation can sustainably deliver.':
    'Equilibra las necesidades del cliente con lo que la organización puede ofrecer de forma sostenible.',

  Collaboration: 'Colaboración',
  'Works willingly with others across teams and functions, shares information and puts shared goals before personal credit.':
    'Trabaja de buen grado con otros equipos y áreas, comparte información y antepone los objetivos comunes al reconocimiento personal.',
  'Shares knowledge and information that others need to do their work.': 'Comparte los conocimientos y la información que otros necesitan para su trabajo.',
  'Offers help to colleagues when they are under pressure.': 'Ofrece ayuda a sus compañeros cuando están bajo presión.',
  'Involves the right people from other teams early.': 'Involucra pronto a las personas adecuadas de otros equipos.',
  'Gives credit to others for their contributions.': 'Reconoce las aportaciones de los demás.',

  'Vision and direction': 'Visión y dirección',
  'Sets a clear, compelling direction for the team and connects everyday work to the wider goals of the organisation.':
    'Marca al equipo una dirección clara y motivadora y vincula el trabajo diario con los objetivos generales de la organización.',
  'Explains where the team is heading and why.': 'Explica hacia dónde se dirige el equipo y por qué.',
  'Links individual objectives to the goals of the organisation.': 'Vincula los objetivos individuales con los de la organización.',
  'Keeps the team focused on priorities when demands compete.': 'Mantiene al equipo centrado en las prioridades cuando las demandas compiten entre sí.',
  'Looks beyond the current year when making plans.': 'Mira más allá del año en curso al hacer planes.',

  'Developing others': 'Desarrollo de personas',
  'Helps people grow by giving honest feedback, stretching assignments and support, and by making development part of everyday work.':
    'Ayuda a las personas a crecer con comentarios sinceros, encargos que suponen un reto y apoyo, y hace del desarrollo parte del trabajo diario.',
  'Gives specific, timely feedback on performance.': 'Da comentarios concretos y oportunos sobre el desempeño.',
  'Recognises good work and says what made it good.': 'Reconoce el buen trabajo y explica qué lo hizo bueno.',
  'Delegates tasks that help others learn new skills.': 'Delega tareas que ayudan a otros a aprender nuevas habilidades.',
  'Makes time to discuss career goals and development plans.': 'Dedica tiempo a hablar de objetivos profesionales y planes de desarrollo.',
  'Coaches others to find their own solutions rather than providing all the answers.':
    'Acompaña a los demás para que encuentren sus propias soluciones en lugar de darles todas las respuestas.',

  'Decision making': 'Toma de decisiones',
  'Makes timely, well-reasoned decisions using the available facts, weighs risks and consequences, and stands by the choices made.':
    'Toma a tiempo decisiones bien fundamentadas a partir de los datos disponibles, sopesa riesgos y consecuencias, y mantiene las decisiones tomadas.',
  'Gathers the relevant facts and views before deciding.': 'Reúne los datos y puntos de vista relevantes antes de decidir.',
  'Makes decisions in good time, even when information is incomplete.': 'Decide a tiempo, incluso cuando la información es incompleta.',
  'Explains the reasoning behind their decisions.': 'Explica el razonamiento de sus decisiones.',
  'Revisits a decision when new facts show it needs to change.': 'Revisa una decisión cuando nuevos datos muestran que debe cambiar.',

  'Leading change': 'Liderazgo del cambio',
  'Champions new ideas and ways of working, helps people understand and adopt change, and keeps momentum through uncertainty.':
    'Impulsa nuevas ideas y formas de trabajar, ayuda a las personas a entender y adoptar el cambio, y mantiene el impulso en tiempos de incertidumbre.',
  'Explains the reasons for a change and what it means for people.': 'Explica los motivos de un cambio y lo que supone para las personas.',
  'Listens to concerns about change and addresses them honestly.': 'Escucha las preocupaciones sobre el cambio y las aborda con honestidad.',
  'Involves the team in shaping how change is put into practice.': 'Involucra al equipo en la forma de llevar el cambio a la práctica.',
  'Stays positive and steady when plans shift.': 'Mantiene una actitud positiva y serena cuando los planes cambian.',

  'Professional expertise': 'Conocimiento profesional',
  'Has the knowledge and skills their role requires, keeps them current and applies them to produce high-quality work.':
    'Tiene los conocimientos y las habilidades que requiere su puesto, los mantiene al día y los aplica para lograr un trabajo de calidad.',
  'Applies sound knowledge of their field to everyday work.': 'Aplica un sólido conocimiento de su campo al trabajo diario.',
  'Keeps up to date with developments in their area of expertise.': 'Se mantiene al día de los avances en su área de especialidad.',
  'Is a source of reliable advice for colleagues.': 'Es una fuente de consejo fiable para sus compañeros.',

  'Problem solving': 'Resolución de problemas',
  'Analyses problems to their root cause, considers options and puts practical, well-judged solutions in place.':
    'Analiza los problemas hasta su causa raíz, valora las opciones y pone en marcha soluciones prácticas y bien pensadas.',
  'Breaks complex problems down into manageable parts.': 'Divide los problemas complejos en partes manejables.',
  'Looks for the root cause rather than treating symptoms.': 'Busca la causa raíz en lugar de tratar los síntomas.',
  'Considers several options before choosing a solution.': 'Valora varias opciones antes de elegir una solución.',
  'Uses data and evidence to support conclusions.': 'Se apoya en datos y evidencias para respaldar sus conclusiones.',

  'Planning and organising': 'Planificación y organización',
  'Sets priorities, plans work and resources realistically and manages time so that objectives are met.':
    'Fija prioridades, planifica el trabajo y los recursos de forma realista y gestiona el tiempo para cumplir los objetivos.',
  'Plans work with clear milestones and realistic deadlines.': 'Planifica el trabajo con hitos claros y plazos realistas.',
  'Prioritises tasks according to their importance and urgency.': 'Prioriza las tareas según su importancia y urgencia.',
  'Uses time and resources efficiently.': 'Utiliza el tiempo y los recursos de forma eficiente.',
  'Adjusts plans sensibly when circumstances change.': 'Ajusta los planes con sensatez cuando cambian las circunstancias.',

  'Quality and attention to detail': 'Calidad y atención al detalle',
  'Produces accurate, thorough work, checks it carefully and continuously looks for ways to improve standards.':
    'Realiza un trabajo preciso y minucioso, lo revisa con cuidado y busca constantemente formas de mejorar los estándares.',
  'Checks their own work for accuracy before passing it on.': 'Revisa la exactitud de su propio trabajo antes de entregarlo.',
  'Follows agreed procedures and standards.': 'Sigue los procedimientos y las normas acordados.',
  'Spots errors and inconsistencies that others miss.': 'Detecta errores e incoherencias que a otros se les escapan.',
  'Suggests improvements to processes and ways of working.': 'Propone mejoras en los procesos y las formas de trabajar.',

  Communication: 'Comunicación',
  'Expresses ideas clearly and concisely in speech and writing, adapting the message to the audience.':
    'Expresa sus ideas con claridad y concisión, de palabra y por escrito, adaptando el mensaje a su público.',
  'Expresses ideas clearly and concisely.': 'Expresa sus ideas con claridad y concisión.',
  'Writes emails and documents that are easy to understand.': 'Escribe correos y documentos fáciles de entender.',
  'Adapts their message and style to the audience.': 'Adapta su mensaje y su estilo al público.',
  'Keeps others informed about progress and changes.': 'Mantiene informados a los demás sobre los avances y los cambios.',

  'Active listening': 'Escucha activa',
  'Gives full attention to others, seeks to understand their point of view and shows that it has been heard.':
    'Presta plena atención a los demás, procura entender su punto de vista y demuestra que lo ha escuchado.',
  'Listens without interrupting.': 'Escucha sin interrumpir.',
  'Asks questions to check their understanding.': 'Hace preguntas para comprobar que ha entendido.',
  'Shows that they have considered the views of others.': 'Demuestra que ha tenido en cuenta las opiniones de los demás.',

  Influencing: 'Influencia',
  'Gains support for ideas and proposals through sound reasoning, credibility and an understanding of what matters to others.':
    'Consigue apoyo para sus ideas y propuestas mediante argumentos sólidos, credibilidad y la comprensión de lo que importa a los demás.',
  'Builds a convincing case with facts and examples.': 'Construye argumentos convincentes con datos y ejemplos.',
  'Understands what matters to others and addresses it.': 'Entiende lo que importa a los demás y lo tiene en cuenta.',
  'Gains commitment without relying on authority.': 'Consigue compromiso sin recurrir a la autoridad.',
  'Builds support for ideas before key meetings and decisions.': 'Busca apoyos para sus ideas antes de reuniones y decisiones clave.',

  'Managing conflict': 'Gestión de conflictos',
  'Addresses disagreements early and constructively, focusing on issues rather than people, and finds outcomes that others can accept.':
    'Aborda los desacuerdos pronto y de forma constructiva, centrándose en los problemas y no en las personas, y encuentra soluciones que los demás pueden aceptar.',
  'Addresses disagreements early rather than avoiding them.': 'Aborda los desacuerdos pronto en lugar de evitarlos.',
  'Stays calm and respectful in difficult conversations.': 'Mantiene la calma y el respeto en las conversaciones difíciles.',
  'Focuses on the issue, not the person.': 'Se centra en el problema, no en la persona.',
  'Looks for solutions that work for everyone involved.': 'Busca soluciones que funcionen para todas las personas implicadas.',

  Adaptability: 'Adaptabilidad',
  'Adjusts readily to new situations, priorities and ways of working, and stays effective when things are uncertain.':
    'Se adapta con facilidad a nuevas situaciones, prioridades y formas de trabajar, y sigue siendo eficaz en la incertidumbre.',
  'Adjusts quickly to changes in priorities.': 'Se adapta rápidamente a los cambios de prioridades.',
  'Stays effective when situations are ambiguous.': 'Sigue siendo eficaz en situaciones ambiguas.',
  'Is open to new ideas and different ways of working.': 'Está abierto a nuevas ideas y a otras formas de trabajar.',

  Resilience: 'Resiliencia',
  'Remains composed and constructive under pressure, recovers quickly from setbacks and helps others do the same.':
    'Mantiene la serenidad y una actitud constructiva bajo presión, se recupera rápido de los contratiempos y ayuda a los demás a hacer lo mismo.',
  'Stays composed under pressure.': 'Mantiene la calma bajo presión.',
  'Recovers quickly from setbacks and disappointments.': 'Se recupera rápidamente de contratiempos y decepciones.',
  'Keeps a constructive outlook when facing obstacles.': 'Mantiene una actitud constructiva ante los obstáculos.',
  'Manages their workload to sustain performance over time.': 'Gestiona su carga de trabajo para mantener el rendimiento a lo largo del tiempo.',

  Initiative: 'Iniciativa',
  'Acts without waiting to be asked, spots opportunities and problems early and takes sensible steps to address them.':
    'Actúa sin esperar a que se lo pidan, detecta pronto oportunidades y problemas y toma medidas sensatas para abordarlos.',
  'Acts on problems and opportunities without waiting to be asked.': 'Aborda problemas y oportunidades sin esperar a que se lo pidan.',
  'Goes beyond the minimum the role requires.': 'Va más allá de lo mínimo que exige su puesto.',
  'Proposes new ideas to improve results.': 'Propone nuevas ideas para mejorar los resultados.',

  'Learning agility': 'Agilidad de aprendizaje',
  'Seeks out feedback and new experiences, learns quickly from them and applies the lessons to do better.':
    'Busca comentarios y nuevas experiencias, aprende rápidamente de ellos y aplica lo aprendido para mejorar.',
  'Asks for feedback on their own performance.': 'Pide comentarios sobre su propio desempeño.',
  'Acts on feedback to improve.': 'Actúa según los comentarios recibidos para mejorar.',
  'Learns new skills and knowledge quickly.': 'Aprende nuevas habilidades y conocimientos con rapidez.',
  'Reflects on what went well and what to do differently next time.': 'Reflexiona sobre lo que salió bien y lo que haría de otra manera la próxima vez.',
};
