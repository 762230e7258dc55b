import type { PublicConfig } from "@/config/public-env.ts";
import { socialNetworkName, type PricingShareCopy } from "../landing.ts";
import { privacyValues, type PrivacyCopy, type PrivacySettings } from "../privacy.ts";
import { revenueShareFigures, type RevenueShareFigures } from "../revenue-share.ts";
import type { Catalogue } from "./catalogue.ts";
import type { LocaleCatalogue } from "./localized.ts";
import { LOCALE_INFO } from "./locales.ts";

/*
 * Spanish for clinics in Latin America and Spain: neutral Spanish, "tú" as most health-tech
 * marketing in both markets uses, "cita" (understood everywhere) and "clínica". Brand and product
 * names stay as they are. Every English string of landing.ts needs its counterpart here; the
 * completeness test (catalogues.test.ts) lists any that is missing.
 */
export function spanish(c: PublicConfig, now: Date): LocaleCatalogue {
  const brand = c.brandName;
  const bookDemo = { label: "Pide una demo" };
  const pricingShare = share(revenueShareFigures(c, LOCALE_INFO.es.tag));
  const sectionLinks = [
    { label: "Funciones" },
    { label: "Cómo funciona" },
    { label: "Integraciones" },
    { label: "Precios" },
  ];
  const network = socialNetworkName(c.socialUrl);
  const storedIn = c.supabaseUrl
    ? "en nuestra base de datos de Supabase"
    : "en nuestra propia base de datos, en nuestro propio servidor";
  return {
    whatsappGreeting: `¡Hola, ${brand}! Me gustaría ver cómo pueden convertir nuestros chats de WhatsApp en citas agendadas.`,
    meta: {
      title: `${brand} | Convierte chats en citas confirmadas`,
      description: `${brand} responde los mensajes y audios de WhatsApp de tu clínica en segundos, cualifica a los pacientes nuevos y los agenda en tu calendario. Configuración gratis y sin cuotas mensuales.`,
      ogImageAlt:
        "Convierte chats en citas confirmadas: una conversación de WhatsApp que termina en una cita confirmada",
      audience: "Clínicas y negocios que trabajan con cita previa",
    },
    ui: {
      skipLink: "Saltar al contenido principal",
      newTabHint: "Se abre en una pestaña nueva",
      languageLabel: "Idioma",
    },
    topBar: {
      navLabel: "Principal",
      links: [...sectionLinks, { label: "Contacto" }],
      menuLabel: "Menú",
      bookDemo,
    },
    hero: {
      badge: "Asistente de citas con IA",
      heading: "Convierte chats en citas confirmadas",
      body: `${brand} responde cada mensaje y cada audio de WhatsApp en segundos, cualifica a los pacientes nuevos y los agenda directamente en tu calendario, de día y de noche. Tu recepción deja de perseguir chats.`,
      primaryCta: bookDemo,
      secondaryCta: { label: "Mira cómo funciona" },
      highlights: ["Configuración gratis", "Sin cuotas mensuales", "Responde 24/7"],
      visual: {
        description: `Ejemplo: una paciente envía un audio pidiendo una limpieza el jueves después del trabajo. ${brand} lo transcribe, le ofrece dos horarios libres con la Dra. Pérez, agenda a las 18:15 y confirma la cita, que se añade a Google Calendar.`,
        contactName: "Clínica Dental Sonrisa",
        contactStatus: "responde al instante",
        transcribedLabel: "Transcrito",
        lines: [
          { transcript: "¡Hola! ¿Puedo pedir una limpieza este jueves después del trabajo?" },
          {
            text: "¡Claro! El jueves la Dra. Pérez tiene libre a las 17:30 o a las 18:15. ¿Cuál te viene mejor?",
          },
          { text: "A las 18:15, por favor" },
          { text: "¡Listo, ya tienes tu cita! Te enviaré un recordatorio el día anterior." },
        ],
        confirmation: {
          title: "Cita confirmada",
          details: ["Limpieza dental", "Jue, 18:15", "Dra. Pérez"],
          synced: "Añadida a Google Calendar",
        },
      },
    },
    features: {
      eyebrow: "Funciones",
      heading: "IA para WhatsApp adaptada a la forma de trabajar de tu clínica",
      intro:
        "Todo lo que hace tu mejor recepcionista en un chat, al instante y con cada consulta, a cualquier hora y sin ampliar la plantilla.",
      cards: [
        {
          title: "Conoce tu negocio",
          body: "Aprende tus tratamientos, precios, horarios y políticas a partir de tu web y tus preguntas frecuentes, para que cada respuesta sea exacta y suene a tu clínica.",
        },
        {
          title: "Entiende los audios",
          body: "Transcribe los audios que tanto les gusta enviar a los pacientes y detecta lo que necesitan: una cita nueva, un cambio de hora o una duda sobre precios.",
        },
        {
          title: "Agenda citas",
          body: "Se sincroniza con tu calendario para ofrecer solo huecos realmente libres, y luego agenda, reprograma y envía recordatorios, así bajan las citas duplicadas y las ausencias.",
        },
        {
          title: "Seguimiento personalizado",
          body: "Envía el mensaje adecuado en el momento justo por WhatsApp, email y SMS: recordatorios, seguimiento después del tratamiento y un empujón a los pacientes que dejaron de responder.",
        },
      ],
    },
    howItWorks: {
      eyebrow: "Tres pasos",
      heading: "Cómo funciona",
      intro:
        "En marcha en días, no en meses. Hacemos la configuración contigo; tu equipo sigue atendiendo a los pacientes.",
      steps: [
        {
          title: "Conecta y entrena",
          body: "Vincula tu número de WhatsApp y tu calendario, e indícanos tu web y tus preguntas frecuentes. Entrenamos a tu asistente con tus servicios, precios y reglas de agenda.",
        },
        {
          title: "Escucha y entiende",
          body: "Tu asistente lee cada mensaje y transcribe cada audio, entiende qué necesita el paciente y responde con el tono de tu clínica.",
        },
        {
          title: "Agenda y confirma",
          body: "Ofrece horarios libres, agenda la cita en tu calendario y envía la confirmación y los recordatorios, sin idas y venidas para tu equipo.",
        },
      ],
    },
    integrations: {
      eyebrow: "Integraciones",
      heading: "Conecta tus herramientas",
      intro: `${brand} funciona con las herramientas que tu clínica ya usa, para que citas, contactos y mensajes lleguen a donde tu equipo ya mira.`,
      items: [
        { role: "Disponibilidad y citas en tiempo real" },
        { role: "Confirmaciones y seguimientos" },
        { role: "Chats y audios" },
        { role: "Chats con pacientes del extranjero" },
        { role: "Automatizaciones con miles de apps" },
        { role: "Contactos y embudo de ventas en tu CRM" },
      ],
      more: "Y más con Zapier y webhooks",
    },
    pricing: {
      eyebrow: "Precios",
      heading: "Paga por resultados",
      intro: `Sin coste de alta ni suscripción. ${brand} se queda con una parte de las ventas de los pacientes nuevos que te trae: solo ganamos cuando se llena tu agenda.`,
      points: [
        {
          title: "Configuración gratis",
          body: "Conectamos tus canales, entrenamos a tu asistente con la información de tu clínica y lo probamos contigo, sin coste.",
        },
        {
          title: "Sin cuotas mensuales",
          body: "Sin suscripción, sin licencias por usuario y sin cargos por mensaje.",
        },
        {
          title: "Éxito compartido",
          body: "Nos quedamos con un porcentaje de las ventas de los pacientes nuevos que te traemos, y nada más.",
        },
      ],
      noLockIn: "Sin permanencia: cancela cuando quieras",
      share: pricingShare,
      cta: { label: "Empieza gratis" },
      ctaNote: "Elige un horario para una llamada breve y lo dejamos todo configurado por ti.",
      overlay: {
        title: "Reserva tu llamada de configuración gratuita",
        frameTitle: "Calendario de reservas",
        close: "Cerrar",
        fallback: "Abrir en una pestaña nueva",
      },
    },
    testimonials: {
      eyebrow: "Testimonios",
      heading: "Lo que dicen las clínicas",
      intro: "En sus propias palabras, compartidas con su permiso.",
    },
    checklist: {
      eyebrow: "Todo incluido",
      heading: "Todo lo que necesitas para llenar tu agenda",
      intro:
        "Un solo asistente cubre todo el recorrido, desde el primer clic en un anuncio hasta la cita agendada.",
      items: [
        {
          title: "Conexión con tus campañas",
          body: "Los contactos que llegan de tus anuncios reciben respuesta al instante, sin esperar al horario de atención.",
        },
        {
          title: "Sincronización con tu CRM",
          body: "Cada contacto, conversación y cita queda registrado en tu CRM automáticamente.",
        },
        {
          title: "Conversación al estilo ChatGPT",
          body: "Respuestas naturales y cercanas en lugar de menús rígidos y botones sin fin.",
        },
        {
          title: "Cualificación de contactos",
          body: "Hace las preguntas correctas para que tu equipo sepa quién está listo para agendar.",
        },
        {
          title: "Gestión de citas",
          body: "Agenda, reprograma y confirma en tu calendario, a cualquier hora.",
        },
        {
          title: "Seguimiento de contactos fríos",
          body: "Reactiva las consultas que se quedaron sin respuesta, antes de que pidan cita en otro sitio.",
        },
        {
          title: "WhatsApp/Facebook/Instagram",
          body: "Un solo asistente para todos los canales de chat que ya usan tus pacientes.",
        },
      ],
      demo: {
        title: "Míralo con tus propios chats",
        body: "Te mostramos todo el recorrido con los servicios y la agenda de tu clínica.",
        cta: bookDemo,
      },
    },
    faq: {
      eyebrow: "Preguntas frecuentes",
      heading: "Lo que nos preguntan los dueños de clínicas",
      intro:
        "Respuestas claras antes de que nos dejes tus datos. Si te queda alguna duda, pregúntanos en la demo.",
      items: [
        {
          question: "¿Y si el asistente se equivoca?",
          answer:
            "Tu equipo puede tomar el control de cualquier chat en cualquier momento. El asistente responde solo con lo que aprendió de tu clínica, y lo probamos contigo antes de que hable con pacientes.",
        },
        {
          question: "¿En qué idiomas habla?",
          answer:
            "Inglés, español y portugués de Brasil, con el tono de tu clínica. Si tus pacientes escriben en otro idioma, pregúntanos en la demo.",
        },
        {
          question: "¿Necesitamos un número de WhatsApp nuevo?",
          answer:
            "No. Conectamos el número que tus pacientes ya conocen a través de la API oficial de WhatsApp Business.",
        },
        {
          question: "¿Con qué calendarios y sistemas de gestión funciona?",
          answer:
            "Google Calendar, Gmail, WhatsApp, Telegram y HubSpot, sin configuraciones extra. Otros calendarios y programas de gestión se conectan con Zapier o webhooks: dinos cuál usas y lo revisamos contigo.",
        },
        {
          question: "¿Cuánto cuesta exactamente?",
          answer: `La configuración es gratis y no hay cuota mensual, ni licencias por usuario, ni cobro por mensaje. Solo pagas una parte de las ventas de los pacientes nuevos que te trae; tus pacientes actuales no te cuestan nada.${pricingShare ? ` Nuestra parte es el ${pricingShare.percent} de la primera consulta de cada paciente nuevo.` : ""}`,
        },
        {
          question: "¿Cuánto tarda la puesta en marcha?",
          answer:
            "Días, no meses. Conectamos tu número de WhatsApp y tu calendario, entrenamos al asistente con tus servicios, precios y reglas de agenda, y lo probamos contigo.",
        },
        {
          question: "¿Cómo lo desactivamos?",
          answer:
            "Nos avisas, cuando quieras: no hay permanencia ni suscripción que cancelar. Tu número de WhatsApp y tu calendario siguen siendo tuyos.",
        },
        {
          question: "¿Dónde se guardan los datos que les envío?",
          answer: `Los datos que envías en esta página se guardan ${storedIn}, y solo el equipo de ${brand} puede leerlos. Los usamos únicamente para responder a tu solicitud.`,
          link: { label: "Lee nuestra política de privacidad" },
        },
      ],
    },
    contact: {
      eyebrow: "Contacto",
      heading: `Empieza con ${brand}`,
      intro: "Completa el formulario y te responderemos en menos de 24 horas",
      form: {
        formLabel: "Formulario de contacto",
        labels: {
          name: "Tu nombre",
          email: "Correo electrónico",
          phone: "Teléfono",
          clinicName: "Nombre de la clínica",
          message: "Mensaje",
        },
        placeholders: {
          name: "Dra. Ana García",
          email: "ana@tuclinica.com",
          phone: "+34 600 000 000",
          clinicName: "Clínica Dental Sonrisa",
          message: "Cuéntanos sobre tu clínica y cómo gestionas hoy las citas",
        },
        optionalHint: "(opcional)",
        messageHint: "Por favor, no incluyas datos de pacientes.",
        whatsappOptIn: `Acepto que ${brand} me contacte por WhatsApp`,
        notice: {
          text: `${brand} usa tus datos solo para responder a esta solicitud.`,
          link: { label: "Política de privacidad" },
        },
        validation: {
          nameRequired: "El nombre es obligatorio",
          nameTooLong: "El nombre debe tener menos de 100 caracteres",
          emailInvalid: "Correo electrónico no válido",
          emailTooLong: "El correo electrónico debe tener menos de 255 caracteres",
          phoneRequired: "El teléfono es obligatorio",
          phoneTooLong: "El teléfono debe tener menos de 20 caracteres",
          clinicNameRequired: "El nombre de la clínica es obligatorio",
          clinicNameTooLong: "El nombre de la clínica debe tener menos de 100 caracteres",
          messageTooLong: "El mensaje debe tener menos de 1000 caracteres",
          unsupportedCharacters: "Elimina los caracteres no admitidos",
        },
        submit: "Empezar",
        submitting: "Enviando...",
        success: { title: "¡Listo!", description: "Te responderemos en menos de 24 horas." },
        thankYou: {
          title: "¡Gracias! Ya recibimos tu solicitud",
          body: "Te responderemos en menos de 24 horas. Si lo necesitas antes, escríbenos por WhatsApp.",
          whatsapp: "Escríbenos por WhatsApp",
          sendAnother: "Enviar otra solicitud",
        },
        failure: { title: "Error", description: "Algo salió mal. Inténtalo de nuevo." },
        dismissToast: "Cerrar notificación",
        honeypotLabel: "Deja este campo vacío",
        unavailable: {
          noScript: {
            title: "Este formulario necesita JavaScript",
            description: "Igualmente puedes contactarnos ahora mismo:",
          },
          crashed: {
            title: "¡Error inesperado en la aplicación!",
            description:
              "No se pudo cargar el formulario de contacto. Igualmente puedes contactarnos ahora mismo:",
          },
          whatsappLabel: "Escríbenos por WhatsApp",
          bookingLabel: "Pide una demo",
        },
      },
      trust: {
        title: "Tu solicitud se queda con nosotros",
        points: [
          { text: `Se guarda ${storedIn}.` },
          {
            text: `Solo el equipo de ${brand} puede leerla: esta página puede añadir solicitudes, nunca leerlas.`,
          },
          { text: "Por favor, no incluyas datos de pacientes." },
          { text: "Una vez en marcha, tu equipo puede tomar el control de cualquier chat con pacientes." },
        ],
        privacy: { label: "Cómo tratamos tus datos" },
      },
    },
    footer: {
      tagline: "El asistente de citas con IA que convierte los chats de tu clínica en citas confirmadas.",
      navLabel: "Pie de página",
      links: [...sectionLinks, { label: "Contacto" }],
      legalNavLabel: "Legal",
      privacy: { label: "Privacidad" },
      imprint: { label: "Aviso legal" },
      social: {
        label: `Sigue a ${brand} en ${network === "social media" ? "redes sociales" : network}`,
      },
      copyright: `© ${now.getFullYear()} ${brand}. Todos los derechos reservados.`,
    },
    floatingChat: { label: `Habla con ${brand}`, regionLabel: "Chatea con nosotros" },
    notFound: {
      title: `Página no encontrada | ${brand}`,
      description: "La página que buscas no existe.",
      heading: "¡Vaya! No encontramos esta página",
      body: "Puede que el enlace esté roto o que la página se haya movido. Te ayudamos a volver.",
      home: { label: "Volver al inicio" },
      logMessage: "Error 404: se intentó acceder a una ruta inexistente:",
    },
  };
}

/*
 * The privacy page in Spanish: the GDPR is the RGPD, and complaints go to "la autoridad de control"
 * (the AEPD in Spain) without naming one country's, since the page also serves Latin America.
 */
export function spanishPrivacy(c: PublicConfig, settings: PrivacySettings): Catalogue<PrivacyCopy> {
  const v = privacyValues(c, settings);
  return {
    title: `Política de privacidad | ${v.brand}`,
    description: `Cómo trata ${v.brand} los datos que envías con el formulario de contacto: quién los recibe, para qué, durante cuánto tiempo y qué derechos tienes.`,
    heading: "Política de privacidad",
    intro:
      "Aquí te explicamos qué ocurre con los datos que nos envías mediante el formulario de contacto de este sitio y qué derechos tienes sobre ellos, conforme al RGPD y a la LGPD de Brasil.",
    missingValuesNotice: `Versión de desarrollo: define ${v.missing.join(" y ")} antes de publicar. Sin estos valores, la versión de producción no se genera.`,
    controller: {
      heading: "Quién es responsable de tus datos",
      lead: "El responsable del tratamiento de los datos personales recogidos en este sitio es:",
      dpoReachAt: `Puedes contactar con nuestro delegado de protección de datos (en Brasil, el encarregado)${v.dpoName ? `, ${v.dpoName},` : ""} en`,
      dpoNamed: `Nuestro delegado de protección de datos (en Brasil, el encarregado) es ${v.dpoName}.`,
      questionsByEmail: "Para cualquier consulta sobre tus datos, escríbenos a",
      questionsByForm:
        "Para cualquier consulta sobre tus datos, usa el formulario de contacto de nuestra página de inicio.",
    },
    purpose: {
      heading: "Qué datos recogemos y para qué",
      paragraphs: [
        "Cuando envías el formulario de contacto recibimos tu nombre, tu correo electrónico, tu teléfono, el nombre de tu clínica, tu mensaje si escribes uno y si marcaste la casilla de WhatsApp. Solo los usamos para atender tu solicitud: responderte, organizar una demo e informarte sobre nuestro servicio para tu clínica.",
        "Por favor, no incluyas datos de pacientes ni ninguna información de salud. El formulario está pensado para el personal de la clínica, no para pacientes.",
        "Base jurídica: la aplicación, a petición tuya, de medidas precontractuales (art. 6.1.b RGPD, art. 7.V LGPD) y nuestro interés legítimo en responder a consultas comerciales (art. 6.1.f RGPD, art. 7.IX LGPD). Si marcas la casilla de WhatsApp, te escribimos por ese canal sobre la base de tu consentimiento (art. 6.1.a RGPD, art. 7.I LGPD), que puedes retirar en cualquier momento.",
        "No vendemos tus datos, no los usamos con fines publicitarios ni tomamos decisiones automatizadas sobre ti. Para mostrarte las páginas, el servidor web trata tu dirección IP y los datos de tu navegador, como hace cualquier servidor web; estos datos técnicos no se combinan con tu solicitud.",
      ],
    },
    recipients: {
      heading: "Quién los recibe",
      hosting: `${v.hostingProvider}: aloja este sitio web y trata los datos técnicos necesarios para servirlo.`,
      ownServer: "Este sitio web se sirve desde nuestro propio servidor.",
      supabase:
        "Supabase, Inc.: guarda las solicitudes de contacto en su base de datos, como encargado del tratamiento.",
      ownDatabase: "Las solicitudes de contacto se guardan en una base de datos de nuestro propio servidor.",
      others: v.dataRecipients.map(
        (recipient) => `${recipient}: recibe cada nueva solicitud para que podamos responderla.`,
      ),
      onlyUs: `Los visitantes de este sitio no pueden leer las solicitudes; solo ${v.controller} tiene acceso a ellas. Todos los proveedores mencionados actúan siguiendo nuestras instrucciones, como encargados del tratamiento.`,
      transfers:
        "Si un proveedor trata datos fuera de tu país, por ejemplo en Estados Unidos, solo los transferimos con las garantías que exige la ley: una decisión de adecuación o cláusulas contractuales tipo (arts. 44 a 49 RGPD, art. 33 LGPD).",
    },
    retention: {
      heading: "Durante cuánto tiempo los conservamos",
      automatic: `Cada solicitud de contacto se elimina automáticamente ${v.retentionDays} días después de recibirla, o antes si nos lo pides.`,
      onRequest: "Conservamos las solicitudes de contacto hasta que nos pidas que las eliminemos.",
    },
    rights: {
      heading: "Tus derechos",
      items: [
        "Acceso: saber si tratamos datos tuyos y obtener una copia.",
        "Rectificación de los datos inexactos o incompletos.",
        "Supresión de tus datos.",
        "Limitación del tratamiento u oposición a él.",
        "Portabilidad: recibir tus datos en un formato de lectura mecánica.",
        "Retirada de tu consentimiento a los mensajes de WhatsApp en cualquier momento, sin que ello afecte a lo realizado antes.",
        "En Brasil, además, los demás derechos del art. 18 de la LGPD, como saber con quién compartimos tus datos.",
      ],
      useByEmail: "Para ejercer cualquiera de estos derechos, escríbenos a",
      useByForm:
        "Para ejercer cualquiera de estos derechos, usa el formulario de contacto de nuestra página de inicio.",
      deadline:
        "Respondemos en el plazo máximo de un mes, y en 15 días si solicitas una copia completa conforme a la LGPD.",
    },
    complaints: {
      heading: "Reclamaciones",
      body: "Tienes derecho a presentar una reclamación ante la autoridad de control en materia de protección de datos, en particular la del país de la UE donde vivas o trabajes (en España, la AEPD), o en Brasil ante la ANPD (Autoridade Nacional de Proteção de Dados). Si vives en otro país, puedes acudir a la autoridad de protección de datos que corresponda.",
    },
    measurement: {
      heading: "Cómo medimos las visitas",
      lead: "Para saber si este sitio resulta útil a las clínicas que lo visitan, la página registra su propio uso en nuestra propia base de datos, sin cookies y sin guardar nada en tu navegador. Registra:",
      items: [
        "que se vio una página: su dirección sin parámetros, el idioma y el nombre del sitio desde el que llegaste (nunca la página concreta);",
        "los clics en 'Pide una demo', 'Empieza gratis' y el botón de WhatsApp;",
        "que se envió el formulario de contacto (no lo que escribiste);",
        "la rapidez con la que la página cargó y respondió para ti (Core Web Vitals).",
      ],
      visitors:
        "Para contar visitantes y no solo páginas vistas, la base de datos genera un código a partir de un valor aleatorio que cambia cada día, el sitio, tu dirección IP y el agente de usuario de tu navegador, y conserva únicamente ese código. La dirección IP y el agente de usuario no se guardan y el valor aleatorio se elimina al final del día, de modo que el código no permite identificarte ni relacionar tus visitas de días distintos. No se cuentan los robots ni los navegadores automatizados.",
      basis:
        "La base jurídica es nuestro interés legítimo en saber si el sitio llega a las personas a las que se dirige y si carga con rapidez (art. 6.1.f RGPD; art. 7.IX LGPD). Estos registros no se comparten con nadie ni se usan para elaborar perfiles.",
    },
    cookies: {
      heading: "Sin cookies ni terceros",
      body: `Este sitio no usa cookies ni guarda nada en tu navegador. No carga nada de otras empresas: ni fuentes, ni scripts, ni rastreadores, ni contenido incrustado. Solo se contacta con WhatsApp, con la página de reservas y con nuestro perfil en redes sociales cuando sigues sus enlaces${v.bookingOverlay ? ", y el calendario de reservas solo se carga dentro de esta página cuando lo abres" : ""}.`,
    },
  };
}

/** The revenue share and its worked example, in Spanish; undefined when no percentage is set. */
function share(f: RevenueShareFigures | undefined): PricingShareCopy | undefined {
  return (
    f && {
      percent: f.percent,
      title: `Nuestra parte: el ${f.percent} de la primera consulta de cada paciente nuevo`,
      newPatient:
        "Un paciente nuevo es quien contacta con tu clínica por primera vez a través del asistente y agenda una primera consulta.",
      calculation: `Ejemplo: ${f.newPatients} pacientes nuevos × ${f.firstVisitPrice} por primera consulta = ${f.revenue}`,
      result: `Pagas ${f.fee}`,
    }
  );
}
