import type { PublicConfig } from "@/config/public-env.ts";
import { socialNetworkName } from "../landing.ts";
import type { LocaleCatalogue } from "./localized.ts";

/*
 * Brazilian Portuguese, as Brazilian health-tech marketing writes it: "você", "agendamento",
 * "consulta", "clínica" or "consultório" as fits, "recepção" for the front desk; LGPD where privacy
 * law is named. Brand and product names stay as they are. Every English string of landing.ts needs
 * its counterpart here; the completeness test (catalogues.test.ts) lists any that is missing.
 */
export function brazilianPortuguese(c: PublicConfig, now: Date): LocaleCatalogue {
  const brand = c.brandName;
  const bookDemo = { label: "Agendar demo" };
  const sectionLinks = [
    { label: "Recursos" },
    { label: "Como funciona" },
    { label: "Integrações" },
    { label: "Preços" },
  ];
  const network = socialNetworkName(c.socialUrl);
  return {
    whatsappGreeting: `Olá, ${brand}! Quero ver como vocês podem transformar nossas conversas no WhatsApp em consultas agendadas.`,
    meta: {
      title: `${brand} | Transforme conversas em consultas confirmadas`,
      description: `${brand} responde às mensagens e aos áudios de WhatsApp da sua clínica em segundos, qualifica novos pacientes e agenda as consultas direto na sua agenda. Implantação grátis, sem mensalidade.`,
      ogImageAlt:
        "Transforme conversas em consultas confirmadas: uma conversa no WhatsApp que termina em uma consulta confirmada",
      audience: "Clínicas, consultórios e negócios que atendem com hora marcada",
    },
    ui: {
      skipLink: "Pular para o conteúdo principal",
      newTabHint: "Abre em uma nova aba",
      languageLabel: "Idioma",
    },
    topBar: { navLabel: "Principal", links: sectionLinks, bookDemo },
    hero: {
      badge: "Assistente de agendamento com IA",
      heading: "Transforme conversas em consultas confirmadas",
      body: `${brand} responde a cada mensagem e a cada áudio de WhatsApp em segundos, qualifica novos pacientes e agenda as consultas direto na sua agenda, dia e noite. Sua recepção para de correr atrás de conversas.`,
      primaryCta: bookDemo,
      secondaryCta: { label: "Veja como funciona" },
      highlights: ["Implantação grátis", "Sem mensalidade", "Atendimento 24/7"],
      visual: {
        description: `Exemplo: uma paciente manda um áudio pedindo uma limpeza na quinta depois do trabalho. ${brand} transcreve o áudio, oferece dois horários livres com a Dra. Souza, agenda às 18:15 e confirma a consulta, que entra no Google Calendar.`,
        contactName: "Clínica Sorriso",
        contactStatus: "responde na hora",
        transcribedLabel: "Transcrito",
        lines: [
          { transcript: "Oi! Consigo marcar uma limpeza nesta quinta depois do trabalho?" },
          {
            text: "Claro! Na quinta a Dra. Souza tem horário às 17:30 ou às 18:15. Qual fica melhor para você?",
          },
          { text: "18:15, por favor" },
          { text: "Prontinho, consulta marcada! Vou te mandar um lembrete na véspera." },
        ],
        confirmation: {
          title: "Consulta confirmada",
          details: ["Limpeza dental", "Qui, 18:15", "Dra. Souza"],
          synced: "Adicionada ao Google Calendar",
        },
      },
    },
    features: {
      eyebrow: "Recursos",
      heading: "IA no WhatsApp feita para a rotina da sua clínica",
      intro:
        "Tudo o que a sua melhor recepcionista faz numa conversa, na hora e para cada contato, a qualquer hora e sem aumentar a equipe.",
      cards: [
        {
          title: "Conhece o seu negócio",
          body: "Aprende seus procedimentos, valores, horários e políticas a partir do seu site e das perguntas frequentes, para que cada resposta seja precisa e tenha a cara da sua clínica.",
        },
        {
          title: "Entende áudios",
          body: "Transcreve os áudios que os pacientes adoram mandar e identifica o que eles querem: um novo agendamento, uma remarcação ou uma dúvida sobre valores.",
        },
        {
          title: "Agenda consultas",
          body: "Sincroniza com a sua agenda para oferecer só horários realmente livres e depois agenda, remarca e lembra, reduzindo conflitos de horário e faltas.",
        },
        {
          title: "Acompanhamento personalizado",
          body: "Envia a mensagem certa na hora certa por WhatsApp, e-mail e SMS: lembretes, acompanhamento pós-procedimento e um toque para os pacientes que pararam de responder.",
        },
      ],
    },
    howItWorks: {
      eyebrow: "Três passos",
      heading: "Como funciona",
      intro:
        "No ar em dias, não em meses. Fazemos a implantação com você; sua equipe continua cuidando dos pacientes.",
      steps: [
        {
          title: "Conecte e treine",
          body: "Conecte seu número de WhatsApp e sua agenda e nos indique seu site e as perguntas frequentes. Treinamos seu assistente com seus serviços, valores e regras de agendamento.",
        },
        {
          title: "Ouve e entende",
          body: "Seu assistente lê cada mensagem e transcreve cada áudio, entende do que o paciente precisa e responde no tom de voz da sua clínica.",
        },
        {
          title: "Agenda e confirma",
          body: "Oferece horários livres, marca a consulta na sua agenda e envia a confirmação e os lembretes, sem vai e vem para a sua equipe.",
        },
      ],
    },
    integrations: {
      eyebrow: "Integrações",
      heading: "Conecte suas ferramentas",
      intro: `${brand} funciona com as ferramentas que a sua clínica já usa, para que agendamentos, leads e mensagens cheguem aonde a sua equipe já olha.`,
      items: [
        { role: "Disponibilidade e agendamentos em tempo real" },
        { role: "Confirmações e acompanhamentos" },
        { role: "Conversas e áudios" },
        { role: "Conversas com pacientes no exterior" },
        { role: "Automações com milhares de apps" },
        { role: "Leads e funil de vendas no seu CRM" },
      ],
      more: "E muito mais via Zapier e webhooks",
    },
    pricing: {
      eyebrow: "Preços",
      heading: "Pague por resultado",
      intro: `Sem taxa de implantação e sem assinatura. ${brand} fica com uma parte do faturamento dos novos pacientes que traz: só ganhamos quando a sua agenda lota.`,
      points: [
        {
          title: "Implantação grátis",
          body: "Conectamos seus canais, treinamos seu assistente com as informações da sua clínica e testamos tudo com você, sem custo.",
        },
        {
          title: "Sem mensalidade",
          body: "Sem assinatura, sem licença por usuário e sem cobrança por mensagem.",
        },
        {
          title: "Sucesso compartilhado",
          body: "Ficamos com uma porcentagem do faturamento dos novos pacientes que trazemos, e mais nada.",
        },
      ],
      cta: { label: "Comece grátis" },
      ctaNote: "Escolha um horário para uma conversa rápida e deixamos tudo configurado para você.",
      overlay: {
        title: "Agende sua conversa de implantação gratuita",
        frameTitle: "Agenda de horários",
        close: "Fechar",
        fallback: "Abrir em uma nova aba",
      },
    },
    checklist: {
      eyebrow: "Tudo incluso",
      heading: "Tudo o que você precisa para lotar a sua agenda",
      intro:
        "Um único assistente cuida de toda a jornada, do primeiro clique no anúncio até a consulta marcada.",
      items: [
        {
          title: "Integração com campanhas de anúncios",
          body: "Os leads dos seus anúncios recebem resposta na hora, sem esperar o horário comercial.",
        },
        {
          title: "Sincronização com o CRM",
          body: "Cada contato, conversa e agendamento fica registrado no seu CRM automaticamente.",
        },
        {
          title: "Conversa no estilo ChatGPT",
          body: "Respostas naturais e simpáticas em vez de menus engessados e árvores de botões.",
        },
        {
          title: "Qualificação de leads",
          body: "Faz as perguntas certas para que a sua equipe saiba quem está pronto para agendar.",
        },
        {
          title: "Agendamento de consultas",
          body: "Agenda, remarca e confirma na sua agenda, a qualquer hora do dia.",
        },
        {
          title: "Reativação de leads frios",
          body: "Retoma os contatos que pararam de responder, antes que eles agendem em outro lugar.",
        },
        {
          title: "WhatsApp/Facebook/Instagram",
          body: "Um só assistente para todos os canais de conversa que seus pacientes já usam.",
        },
      ],
      demo: {
        title: "Veja funcionando nas suas conversas",
        body: "Mostramos toda a jornada com os serviços e a agenda da sua clínica.",
        cta: bookDemo,
      },
    },
    contact: {
      eyebrow: "Contato",
      heading: `Comece a usar o ${brand}`,
      intro: "Preencha o formulário abaixo e retornaremos em até 24 horas",
      form: {
        formLabel: "Formulário de contato",
        labels: {
          name: "Seu nome",
          email: "E-mail",
          phone: "Telefone",
          clinicName: "Nome da clínica",
          message: "Mensagem",
        },
        placeholders: {
          name: "Dra. Ana Souza",
          email: "ana@suaclinica.com.br",
          phone: "+55 11 91234-5678",
          clinicName: "Clínica Sorriso",
          message: "Conte sobre a sua clínica e como vocês agendam consultas hoje",
        },
        optionalHint: "(opcional)",
        messageHint: "Por favor, não inclua dados de pacientes.",
        whatsappOptIn: `Aceito que a ${brand} entre em contato comigo pelo WhatsApp`,
        notice: {
          text: `A ${brand} usa seus dados apenas para responder a esta solicitação.`,
          link: { label: "Política de privacidade" },
        },
        validation: {
          nameRequired: "O nome é obrigatório",
          nameTooLong: "O nome deve ter menos de 100 caracteres",
          emailInvalid: "E-mail inválido",
          emailTooLong: "O e-mail deve ter menos de 255 caracteres",
          phoneRequired: "O telefone é obrigatório",
          phoneTooLong: "O telefone deve ter menos de 20 caracteres",
          clinicNameRequired: "O nome da clínica é obrigatório",
          clinicNameTooLong: "O nome da clínica deve ter menos de 100 caracteres",
          messageTooLong: "A mensagem deve ter menos de 1000 caracteres",
          unsupportedCharacters: "Remova os caracteres não suportados",
        },
        submit: "Começar",
        submitting: "Enviando...",
        success: { title: "Tudo certo!", description: "Retornaremos em até 24 horas." },
        thankYou: {
          title: "Obrigado! Recebemos sua solicitação",
          body: "Retornaremos em até 24 horas. Se precisar de uma resposta mais rápida, fale com a gente pelo WhatsApp.",
          whatsapp: "Fale com a gente pelo WhatsApp",
          sendAnother: "Enviar outra solicitação",
        },
        failure: { title: "Erro", description: "Algo deu errado. Tente novamente." },
        dismissToast: "Fechar notificação",
        honeypotLabel: "Deixe este campo em branco",
        unavailable: {
          noScript: {
            title: "Este formulário precisa de JavaScript",
            description: "Você ainda pode falar com a gente agora mesmo:",
          },
          crashed: {
            title: "Erro inesperado no aplicativo!",
            description:
              "Não foi possível carregar o formulário de contato. Você ainda pode falar com a gente agora mesmo:",
          },
          whatsappLabel: "Fale com a gente no WhatsApp",
          bookingLabel: "Agendar demo",
        },
      },
    },
    footer: {
      tagline:
        "O assistente de agendamento com IA que transforma as conversas da sua clínica em consultas confirmadas.",
      navLabel: "Rodapé",
      links: [...sectionLinks, { label: "Contato" }],
      legalNavLabel: "Informações legais",
      privacy: { label: "Privacidade" },
      imprint: { label: "Informações da empresa" },
      social: {
        label: `Siga a ${brand} ${network === "social media" ? "nas redes sociais" : `no ${network}`}`,
      },
      copyright: `© ${now.getFullYear()} ${brand}. Todos os direitos reservados.`,
    },
    floatingChat: { label: `Fale com a ${brand}`, regionLabel: "Fale com a gente" },
    notFound: {
      title: `Página não encontrada | ${brand}`,
      description: "A página que você procura não existe.",
      heading: "Ops! Página não encontrada",
      body: "O link pode estar quebrado ou a página pode ter mudado de endereço. Vamos te levar de volta.",
      home: { label: "Voltar para o início" },
      logMessage: "Erro 404: tentativa de acessar uma rota inexistente:",
    },
  };
}
