/** The operator's page's copy, in Italian only (the operator's language), read by `uploadText`. */
export const uploadIt = {
  'page.metaDescription': 'Pagina riservata agli operatori: pubblica il video della home page.',
  'page.title': 'Video della home page',
  'page.intro':
    'Scegli un video dal telefono o dal computer: la pagina ne prepara le versioni leggere per il sito e le pubblica.',
  'page.noscript':
    'Per caricare un video serve JavaScript: attivalo nel browser e ricarica la pagina.',
  'page.instructionsTitle': 'Istruzioni',
  'page.step1': 'Accedi con e-mail, password e il codice della tua app di autenticazione.',
  'page.step2': 'Premi «{button}» e scegli il video, oppure trascinalo nel riquadro.',
  'page.step3':
    'Attendi che la pagina prepari le versioni per telefono e computer, poi guarda l’anteprima.',
  'page.step4':
    'Premi «{publish}»: quando la pagina dice che il video è online, i visitatori lo vedono già.',
  'page.homeLink': 'Torna al sito',
  'page.operatorArea': 'Area operatori',
  'page.copyright': '© {year} {name}',

  cardTitle: 'Nuovo video della home page',
  statusIdle: 'Scegli il video da pubblicare',
  statusPreparing: 'Preparazione del video... {done} di {total} fotogrammi',
  statusPreparingStart: 'Preparazione del video...',
  statusReady: 'Ecco cosa vedranno i visitatori: controlla e pubblica.',
  statusWaitingForSignIn: 'Accedi per pubblicare «{name}»',
  statusPublishing: 'Pubblicazione... {percent}%',
  statusLive: 'Il nuovo video è online: i visitatori lo vedono da adesso.',
  statusError: 'Pubblicazione non riuscita',
  statusPrepareFailed: 'Video non preparato',
  dropHint: 'oppure trascinalo qui',
  dropActive: 'Rilascia il video per prepararlo',
  selectButton: 'Scegli il video',
  selectButtonBusy: 'Attendi...',
  cancelButton: 'Annulla',
  notNowButton: 'Non pubblicare ora',
  retryButton: 'Riprova',
  signInAgainButton: 'Accedi di nuovo',
  publishButton: 'Pubblica',
  preparingAccessibleLabel: 'Avanzamento della preparazione',
  publishingAccessibleLabel: 'Avanzamento della pubblicazione',
  formats: 'Formati: {formats}. Il file originale non viene caricato: solo le versioni leggere.',
  notConfigured: 'Archiviazione non configurata',
  notConfiguredDetail: 'La pubblicazione è disattivata su questo sito: contatta chi lo gestisce.',
  notificationsAccessibleLabel: 'Notifiche',
  errorTitle: 'Errore imprevisto della pagina',
  signedInAs: 'Accesso come {email}',
  signOutButton: 'Esci',

  'preview.title': 'Anteprima',
  'preview.phone': 'Telefono: {width} × {height}, {size}',
  'preview.wide': 'Schermo largo: {width} × {height}, {size}',
  'preview.poster': 'Immagine di copertina, {size}',
  'preview.duration': 'Durata: {seconds} secondi, senza audio.',

  'live.title': 'Ora sulla home page',
  'live.loading': 'Lettura del video pubblicato...',
  'live.unavailable': 'Non è stato possibile leggere il video pubblicato: {cause}',
  'live.none': 'Nessun video pubblicato: la home page mostra la sua immagine.',
  'live.posterOnly': 'Solo copertina, senza video.',
  'live.posterAlt': 'Copertina del video pubblicato il {date}',
  'live.publishedAt': 'Pubblicato il {date}',
  'live.sizes': 'Telefono {phone}, schermo largo {wide}',
  'live.historyTitle': 'Pubblicati in precedenza',
  'live.republishButton': 'Pubblica di nuovo',
  'live.posterOnlyButton': 'Solo copertina',
  'live.signInHint': 'Accedi per pubblicare di nuovo un video o solo la copertina.',
  'live.confirmed': 'Online dal {date}: la home page lo mostra ai visitatori.',

  'signIn.title': 'Accesso operatore',
  'signIn.intro': 'Solo gli operatori del centro possono caricare il video.',
  'signIn.email': 'E-mail',
  'signIn.password': 'Password',
  'signIn.submit': 'Accedi',
  'signIn.submitBusy': 'Accesso in corso...',
  'signIn.failure.invalid': 'E-mail o password non corrette.',
  'signIn.failure.tooManyAttempts': 'Troppi tentativi: attendi qualche minuto e riprova.',
  'signIn.failure.network': 'Connessione non riuscita: controlla la rete e riprova.',
  'signIn.failure.unknown': 'Accesso non riuscito: riprova tra poco.',

  'enrol.title': 'Attiva la verifica in due passaggi',
  'enrol.intro':
    'Inquadra il codice QR con un’app di autenticazione (per esempio Google Authenticator, Microsoft Authenticator o 1Password), oppure scrivi nell’app il codice segreto. Poi inserisci qui il codice di {digits} cifre che l’app mostra.',
  'mfa.qrAlt': 'Codice QR da inquadrare con l’app di autenticazione',
  'mfa.secretLabel': 'Codice segreto da scrivere a mano',
  'verify.title': 'Verifica in due passaggi',
  'verify.intro': 'Inserisci il codice di {digits} cifre che mostra la tua app di autenticazione.',
  'mfa.code': 'Codice di {digits} cifre',
  'mfa.submit': 'Verifica',
  'mfa.submitBusy': 'Verifica in corso...',
  'mfa.failure.invalid':
    'Codice non valido o scaduto: controlla che l’ora del telefono sia giusta e inserisci il codice che l’app mostra adesso.',
  'mfa.failure.tooManyAttempts': 'Troppi tentativi: attendi qualche minuto e riprova.',
  'mfa.failure.network': 'Connessione non riuscita: controlla la rete e riprova.',
  'mfa.failure.unknown': 'Verifica non riuscita: riprova tra poco.',

  'approval.waitingTitle': 'Account in attesa di approvazione',
  'approval.waitingBody':
    'Il titolare del sito non ha ancora abilitato questo account a pubblicare. Avvisalo che la tua app di autenticazione mostra i codici: finché non ti abilita, da questa pagina non si pubblica nulla.',

  'refusal.notVideo.title': 'Il file non è un video',
  'refusal.notVideo.body': 'Scegli un video {formats}.',
  'refusal.notVideoContent.title': 'Il file non è un video',
  'refusal.notVideoContent.body':
    'Il contenuto di «{name}» non è un video {formats}, anche se il nome lo fa sembrare tale.',
  'refusal.empty.title': 'File vuoto',
  'refusal.empty.body': 'Il file scelto non contiene dati.',
  'refusal.busy.title': 'Attendi',
  'refusal.busy.body':
    'Attendi la fine della preparazione o della pubblicazione, o annullala, prima di scegliere un altro video.',

  errorBody: 'Nulla è stato pubblicato: la home page mostra ancora il video di prima.',

  'failure.unsupported':
    'Questo browser non può preparare il video. Usa la versione aggiornata di Safari, Chrome, Edge o Firefox.',
  'failure.undecodable':
    'Questo browser non riesce a leggere «{name}»: prova con un altro video, per esempio registrato di nuovo con il telefono.',
  'failure.tooLarge':
    'Le versioni preparate da «{name}» superano i limiti del sito ({wideCap} la versione larga, {phoneCap} quella per telefono): prova con un altro video, per esempio girato con il telefono fermo e senza zoom.',
  'failure.aborted': 'Operazione annullata.',
  'failure.denied':
    'La sessione è scaduta, oppure l’account non ha completato la verifica in due passaggi o non è abilitato a pubblicare. Accedi di nuovo: il video preparato resta qui.',
  'failure.duplicate': 'Esiste già un file con questo nome: scegli di nuovo il video.',
  'failure.notSetUp': 'L’archivio dei video non è ancora pronto: contatta chi gestisce il sito.',
  'failure.refused':
    'L’archivio del sito non ha accettato il video: riprova e, se succede di nuovo, contatta chi gestisce il sito.',
  'failure.serverError':
    'L’archivio del sito ha un problema temporaneo: riprova tra qualche minuto.',
  'failure.network': 'Connessione non riuscita: controlla la rete e riprova.',
  'failure.offline': 'Sei offline: ricollegati a internet e riprova.',
  'failure.stalled':
    'Il caricamento si è fermato: nessun dato inviato per {stallSeconds} secondi. Riprova: riprenderà da dove si era interrotto.',
  'failure.prepareStalled':
    'La preparazione di «{name}» si è bloccata {prepareAttempts} volte in questo browser. Scegli di nuovo il video; se si blocca ancora, usa un altro browser, per esempio Chrome, Edge o Safari.',
  'failure.readBack':
    'Il video è stato salvato, ma la home page non lo mostra ancora: riprova tra poco.',
} as const;

/** A key of the upload page's copy. */
export type UploadKey = keyof typeof uploadIt;
