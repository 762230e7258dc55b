import type { PublicConfig } from "@/config/public-env.ts";
import { socialNetworkName, type PricingShareCopy } from "../landing.ts";
import { privacyValues, type PrivacyCopy, type PrivacySettings } from "../privacy.ts";
import { revenueShareFigures, type RevenueShareFigures } from "../revenue-share.ts";
import type { Catalogue } from "./catalogue.ts";
import type { LocaleCatalogue } from "./localized.ts";
import { LOCALE_INFO } from "./locales.ts";

/*
 * Brazilian Portuguese, as Brazilian health-tech marketing writes it: "você", "agendamento",
 * "consulta", "clínica" or "consultório" as fits, "recepção" for the front desk; LGPD where privacy
 * law is named. Brand and product names stay as they are. Every English string of landing.ts needs
 * its counterpart here; the completeness test (catalogues.test.ts) lists any that is missing.
 */
export function brazilianPortuguese(c: PublicConfig, now: Date): LocaleCatalogue {
  const brand = c.brandName;
  const bookDemo = { label: "Agendar demo" };
  const pricingShare = share(revenueShareFigures(c, LOCALE_INFO["pt-br"].tag));
  const sectionLinks = [
    { label: "Recursos" },
    { label: "Como funciona" },
    { label: "Integrações" },
    { label: "Preços" },
  ];
  const network = socialNetworkName(c.socialUrl);
  const storedIn = c.supabaseUrl
    ? "no nosso banco de dados no Supabase"
    : "no nosso próprio banco de dados, no nosso próprio servidor";
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
    topBar: {
      navLabel: "Principal",
      links: [...sectionLinks, { label: "Contato" }],
      menuLabel: "Menu",
      bookDemo,
    },
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
      noLockIn: "Sem fidelidade: cancele quando quiser",
      share: pricingShare,
      cta: { label: "Comece grátis" },
      ctaNote: "Escolha um horário para uma conversa rápida e deixamos tudo configurado para você.",
      overlay: {
        title: "Agende sua conversa de implantação gratuita",
        frameTitle: "Agenda de horários",
        close: "Fechar",
        fallback: "Abrir em uma nova aba",
      },
    },
    testimonials: {
      eyebrow: "Depoimentos",
      heading: "O que dizem as clínicas",
      intro: "Nas palavras delas, compartilhadas com autorização.",
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
    faq: {
      eyebrow: "Perguntas frequentes",
      heading: "O que donos de clínicas nos perguntam",
      intro:
        "Respostas diretas antes de você deixar seus dados. Ficou alguma dúvida? Pergunte na demonstração.",
      items: [
        {
          question: "E se o assistente errar?",
          answer:
            "Sua equipe pode assumir qualquer conversa a qualquer momento. O assistente responde só com o que aprendeu sobre a sua clínica, e testamos tudo com você antes de ele falar com pacientes.",
        },
        {
          question: "Em quais idiomas ele conversa?",
          answer:
            "Português do Brasil, espanhol e inglês, no tom de voz da sua clínica. Se seus pacientes escrevem em outro idioma, pergunte na demonstração.",
        },
        {
          question: "Precisamos de um número de WhatsApp novo?",
          answer:
            "Não. Conectamos o número que seus pacientes já conhecem pela API oficial do WhatsApp Business.",
        },
        {
          question: "Com quais agendas e sistemas de gestão ele funciona?",
          answer:
            "Google Calendar, Gmail, WhatsApp, Telegram e HubSpot, prontos para usar. Outras agendas e sistemas de gestão do consultório se conectam pelo Zapier ou por webhooks: conte qual você usa e verificamos com você.",
        },
        {
          question: "Quanto custa, exatamente?",
          answer: `A implantação é grátis e não há mensalidade, licença por usuário nem cobrança por mensagem. Você paga só uma parte do faturamento dos novos pacientes que ele traz; seus pacientes atuais não custam nada.${pricingShare ? ` Nossa parte é ${pricingShare.percent} da primeira consulta de cada novo paciente.` : ""}`,
        },
        {
          question: "Quanto tempo leva a implantação?",
          answer:
            "Dias, não meses. Conectamos seu número de WhatsApp e sua agenda, treinamos o assistente com seus serviços, preços e regras de agendamento, e testamos tudo com você.",
        },
        {
          question: "Como desligamos o serviço?",
          answer:
            "É só avisar, quando quiser: não há fidelidade nem assinatura para cancelar. Seu número de WhatsApp e sua agenda continuam sendo seus.",
        },
        {
          question: "Onde ficam guardados os dados que envio?",
          answer: `Os dados que você envia nesta página ficam guardados ${storedIn}, e só a equipe ${brand} pode lê-los. Usamos esses dados apenas para responder à sua solicitação.`,
          link: { label: "Leia nossa política de privacidade" },
        },
      ],
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
      trust: {
        title: "Sua solicitação fica só com a gente",
        points: [
          { text: `Fica guardada ${storedIn}.` },
          { text: `Só a equipe ${brand} pode lê-la: esta página pode enviar solicitações, nunca lê-las.` },
          { text: "Por favor, não inclua dados de pacientes." },
          { text: "Com o serviço no ar, sua equipe pode assumir qualquer conversa com pacientes." },
        ],
        privacy: { label: "Como tratamos seus dados" },
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

/*
 * The privacy page in Brazilian Portuguese, in the LGPD's own terms: controlador, operador,
 * titular, encarregado, ANPD. The LGPD comes first; the EU regulation is named as the RGPD, as
 * Portuguese does, only where it also applies.
 */
export function brazilianPortuguesePrivacy(
  c: PublicConfig,
  settings: PrivacySettings,
): Catalogue<PrivacyCopy> {
  const v = privacyValues(c, settings);
  return {
    title: `Política de privacidade | ${v.brand}`,
    description: `Como a ${v.brand} trata os dados que você envia pelo formulário de contato: quem os recebe, para quê, por quanto tempo e quais são os seus direitos.`,
    heading: "Política de privacidade",
    intro:
      "Esta página explica o que acontece com os dados que você nos envia pelo formulário de contato deste site e quais direitos você tem sobre eles, nos termos da Lei Geral de Proteção de Dados (LGPD) e, para quem está na União Europeia, do RGPD.",
    missingValuesNotice: `Versão de desenvolvimento: defina ${v.missing.join(" e ")} antes de publicar. Sem esses valores, a versão de produção não é gerada.`,
    controller: {
      heading: "Quem é responsável pelos seus dados",
      lead: "O controlador dos dados pessoais coletados neste site é:",
      dpoReachAt: `O nosso encarregado pelo tratamento de dados pessoais${v.dpoName ? `, ${v.dpoName},` : ""} pode ser contatado em`,
      dpoNamed: `O nosso encarregado pelo tratamento de dados pessoais é ${v.dpoName}.`,
      questionsByEmail: "Para qualquer dúvida sobre os seus dados, escreva para",
      questionsByForm:
        "Para qualquer dúvida sobre os seus dados, use o formulário de contato da nossa página inicial.",
    },
    purpose: {
      heading: "Quais dados coletamos e para quê",
      paragraphs: [
        "Quando você envia o formulário de contato, recebemos o seu nome, e-mail, telefone, o nome da sua clínica, a sua mensagem, se você escrever uma, e se você marcou a opção de WhatsApp. Usamos esses dados apenas para atender à sua solicitação: responder, agendar uma demonstração e apresentar o nosso serviço para a sua clínica.",
        "Por favor, não informe dados de pacientes nem qualquer informação de saúde. O formulário é destinado à equipe da clínica, não a pacientes.",
        "Base legal: a execução de procedimentos preliminares relacionados a um contrato, a seu pedido (art. 7º, V, da LGPD; art. 6º, 1, b, do RGPD), e o nosso legítimo interesse em responder a contatos comerciais (art. 7º, IX, da LGPD; art. 6º, 1, f, do RGPD). Se você marcar a opção de WhatsApp, entraremos em contato por lá com base no seu consentimento (art. 7º, I, da LGPD; art. 6º, 1, a, do RGPD), que você pode revogar a qualquer momento.",
        "Não vendemos os seus dados, não os usamos para publicidade nem tomamos decisões automatizadas sobre você. Para exibir as páginas, o servidor web trata o seu endereço IP e os dados do seu navegador, como qualquer servidor web precisa fazer; esses dados técnicos não são combinados com a sua solicitação.",
      ],
    },
    recipients: {
      heading: "Quem recebe os dados",
      hosting: `${v.hostingProvider}: hospeda este site e trata os dados técnicos necessários para exibi-lo.`,
      ownServer: "Este site é servido a partir do nosso próprio servidor.",
      supabase:
        "Supabase, Inc.: armazena as solicitações de contato em seu banco de dados, como nosso operador.",
      ownDatabase:
        "As solicitações de contato são armazenadas em um banco de dados no nosso próprio servidor.",
      others: v.dataRecipients.map(
        (recipient) => `${recipient}: recebe cada nova solicitação para que possamos respondê-la.`,
      ),
      onlyUs: `Os visitantes deste site não têm acesso às solicitações; somente ${v.controller} tem. Todos os prestadores de serviço acima atuam conforme as nossas instruções, como nossos operadores.`,
      transfers:
        "Se um prestador tratar dados fora do seu país, por exemplo nos Estados Unidos, só fazemos a transferência com as garantias exigidas por lei, como cláusulas contratuais padrão ou uma decisão de adequação (art. 33 da LGPD; arts. 44 a 49 do RGPD).",
    },
    retention: {
      heading: "Por quanto tempo guardamos os dados",
      automatic: `Cada solicitação de contato é excluída automaticamente ${v.retentionDays} dias após o recebimento, ou antes, se você pedir.`,
      onRequest: "Guardamos as solicitações de contato até que você peça a exclusão.",
    },
    rights: {
      heading: "Os seus direitos",
      items: [
        "Confirmação e acesso: saber se tratamos dados seus e receber uma cópia deles.",
        "Correção de dados incompletos, inexatos ou desatualizados.",
        "Eliminação dos seus dados.",
        "Bloqueio do tratamento ou oposição a ele.",
        "Portabilidade: receber os seus dados em formato legível por máquina.",
        "Revogação, a qualquer momento, do seu consentimento para mensagens de WhatsApp, sem afetar o que foi feito antes.",
        "Os demais direitos do art. 18 da LGPD, como a informação sobre com quem compartilhamos os seus dados.",
      ],
      useByEmail: "Para exercer qualquer um desses direitos, escreva para",
      useByForm:
        "Para exercer qualquer um desses direitos, use o formulário de contato da nossa página inicial.",
      deadline:
        "Respondemos em até 15 dias quando você pedir uma cópia completa dos seus dados nos termos da LGPD e, nos demais casos, em no máximo um mês.",
    },
    complaints: {
      heading: "Reclamações",
      body: "Você tem o direito de apresentar reclamação à ANPD (Autoridade Nacional de Proteção de Dados) ou, se vive ou trabalha na União Europeia, à autoridade de controle de proteção de dados do seu país.",
    },
    measurement: {
      heading: "Como medimos as visitas",
      lead: "Para saber se este site é útil para as clínicas que o visitam, a página registra o próprio uso, no nosso próprio banco de dados, sem cookies e sem guardar nada no seu navegador. Ela registra:",
      items: [
        "que uma página foi vista: o endereço sem parâmetros, o idioma e o nome do site de onde você veio (nunca a página exata);",
        "os cliques em 'Agendar demo', 'Comece grátis' e no botão de WhatsApp;",
        "que o formulário de contato foi enviado (não o que você escreveu);",
        "a velocidade com que a página carregou e respondeu para você (Core Web Vitals).",
      ],
      visitors:
        "Para contar visitantes, e não apenas visualizações, o banco de dados gera um código a partir de um valor aleatório que muda todos os dias, do site, do seu endereço IP e do user agent do seu navegador, e guarda somente esse código. O endereço IP e o user agent não são armazenados e o valor aleatório é apagado no fim do dia; assim, o código não permite identificar você nem relacionar as suas visitas em dias diferentes. Robôs e navegadores automatizados não são contados.",
      basis:
        "A base legal é o nosso legítimo interesse em saber se o site alcança as pessoas a quem se destina e se carrega rápido (art. 7º, IX, da LGPD; art. 6º, 1, f, do RGPD). Esses registros não são compartilhados com ninguém nem usados para traçar o seu perfil.",
    },
    cookies: {
      heading: "Sem cookies e sem terceiros",
      body: `Este site não usa cookies nem guarda nada no seu navegador. Ele não carrega nada de outras empresas: nem fontes, nem scripts, nem rastreadores, nem conteúdo incorporado. O WhatsApp, a página de agendamento e o nosso perfil nas redes sociais só são acessados quando você clica nos links deles${v.bookingOverlay ? ", e o calendário de agendamento só é carregado dentro desta página quando você o abre" : ""}.`,
    },
  };
}

/** The revenue share and its worked example, in Brazilian Portuguese; undefined without a percentage. */
function share(f: RevenueShareFigures | undefined): PricingShareCopy | undefined {
  return (
    f && {
      percent: f.percent,
      title: `Nossa parte: ${f.percent} da primeira consulta de cada novo paciente`,
      newPatient:
        "Novo paciente é quem entra em contato com a sua clínica pela primeira vez pelo assistente e agenda uma primeira consulta.",
      calculation: `Exemplo: ${f.newPatients} novos pacientes × ${f.firstVisitPrice} por primeira consulta = ${f.revenue}`,
      result: `Você paga ${f.fee}`,
    }
  );
}
