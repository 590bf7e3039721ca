"""Real package names: the words they are made of, and the most popular ones.

Generated from the registries' download rankings. ``PACKAGE_WORDS``: the lowercase
letter runs of five or more letters in the names of the 10,000 most downloaded PyPI
packages and the 10,000 most downloaded npm packages (``openai``, ``httpx``, ``serve``
…): known words, never typos. ``POPULAR_PACKAGES``: the names of the 1,000 most
downloaded of each that are one word of five or more letters (``requests``, ``numpy``,
``lodash``, ``express`` …): what a typosquat imitates.
"""

from __future__ import annotations

__all__ = ["PACKAGE_WORDS", "POPULAR_PACKAGES"]

PACKAGE_WORDS = frozenset(
    """
    aashutoshrathi abbrev abbreviation ability abitype abort abortcontroller about absolufy absolute
    abstract abstractions abtesting acachecontrol acceldata accelerate accelerator accents accept
    accepts access accessanalyzer accesscontrol accessibility accessible accessor accordion account
    accounts accumulation acemir acmpca acorn acquire acquisition acres acryl action actioncable
    actions active activepieces activity adafruit adagio adapter adapters adaptors adbutils addict
    addon addons address addressbook addresses adjunct adjust adjusttext adler adlfs admanager admin
    administration adminplus adobe adraffy adservices adsupport advanced advertisement advertools
    advisor advocate adyen aenum aereport aerich aerospike aetest aeventkit affine after agate agent
    agentchat agentclientprotocol agentcore agentevals agentkeepalive agentlightning agentmail
    agentops agents agentscope agentserver aggregate aggregates aggrid agilicus agraph agreement
    ahocorasick aider ailment aimdo aioapns aioblescan aioboto aiobotocore aiobreaker aiocache
    aioconsole aiocontextvars aiocron aiocsv aiodataloader aiodebug aiodns aiodocker aiodogstatsd
    aiodynamo aioesphomeapi aiofile aiofiles aioftp aiogoogle aiogram aiohappyeyeballs
    aiohasupervisor aiohomematic aiohttp aioice aioimaplib aioitertools aiojobs aiokafka aiolimiter
    aiologic aiometer aiomonitor aiomqtt aiomultiprocess aiomysql aioodbc aiooui aiopg aiops aioquic
    aioredis aioresponses aiormq aiortc aiorun aiorwlock aioshutil aiosignal aiosmtpd aiosmtplib
    aiosonic aiosqlite aiostream aiotask aiotools aiounittest aiozoneinfo aiperf aiplatform airbnb
    airbyte airflow airportsdata airtable aistudio aiven ajsonrpc akeyless akracer akshare alabaster
    albucore albumentations alcalzone alchemy alembic aleph alephalpha alert alexapy alfresco
    algebra algolia algoliasearch algorithms alias aliases alibaba alibabacloud alien align
    alignment alignments alita alive aliyun allauth allianceauth alloc allocator allof allow allowed
    allowlist alloydb alloys allpairspy allsettled allstar allure along alpaca alpha alphabetical
    alphanum alphanumerical alphashape alpine altair altcha altex altgraph amazon amdefine amplify
    amplifybackend amplifyuibuilder amplitude ampproject amqplib amqpstorm analysis analytics
    analyzer anatomy ancestor anchor anchorpy androguard android angle angular animate animated
    animation animations aniso anndata annotate annotated annotatedyaml annotation annotations
    announcer annoy annoying anonymizer anser ansible ansicolors ansicon ansis ansiwrap ansys antfu
    anthropic anticrlf antilru antlr antsibull anyascii anybadge anyconfig anycrc anyio anymail
    anymatch anyscale anysqlite anything anytree anywidget apache apexcharts apeye apideck
    apidevtools apidoc apidom apiflask apify apigateway apigatewaymanagementapi apigatewayv
    apimanagement apipkg apispec apitools apkinspector apkutils apollo apollographql appbuilder
    appconf appconfig appconfigdata appconfiguration appcontainers appdata appdirs appdirsjs
    appdynamics append appengine appfabric appflow apphosting appier appintegrations appium
    appiumlibrary appkit apple applehelp applepayjs applescript applescriptkit applescriptobjc
    application applicationautoscaling applicationcostprofiler applicationinsights applications
    applicationservices applitools apply appmesh appnope appregistry apprise approvaltests apprunner
    appsec appstream appsync apptrackingtransparency aproba apscheduler apswutils apted aqtinstall
    arabic arango arangodb arazzo arborist arcade arcadepy arcgis arches archinfo architect
    architecture archive archived archiver archspec archy arctic arcticdb ardatan arelle argbind
    argcomplete argdantic argilla argon argostranslate argparse argument arguments ariadne ariakit
    arithmetic arity arize arkit arktype arnparse arpeggio array arraybuffer arraydiff arrayfield
    arrayish arrays arrify arrow artifact artifactory artifactregistry artifacts arviz arxiv asammdf
    asamuzakjp asana ascend ascii asciidag asciimath asciinema asciitree asgiref asian asknews
    aspect aspose aspromise assemble assembly assemblyai assemblyscript assert assertion assertions
    assertpy asset assets assign assignable assigned assignin assignment assimp assistant assisted
    assume asteasolutions asteroid asteval astor astpretty astradb astral astrapy astring astro
    astroid astrojs astronomer astropy astroquery asttokens astunparse async asyncache asyncapi
    asyncbox asyncclick asyncer asynch asynchronous asyncinotify asyncio asynciolimiter
    asynciterator asynckit asyncmdnsresolver asyncmock asyncmy asyncpg asyncresource asyncssh
    asyncstdlib asynctest asyncua atexit athena athina atlasclient atlaskit atlassian atomic
    atomically atomicwrites atoms atproto atpublic attach attention attrdict attribute attributes
    attrs audio audiomentations audioop audioread audiotools audiovideobridging audit auditlog
    auditmanager auditwheel aurelio austin authcaptureproxy authenticate authentication
    authenticationservices authenticator authentik authlib authn author authority authorization
    authors authres authy authzed autoapi autobahn autobuild autocapture autocommand autocomplete
    autodoc autodocsumm autodynatrace autoevals autoextras autoflake autoformat autogen autogenerate
    autogluon autograd autoinstaller autolink autolinker autolinking autolinks autoload autologging
    automapper automat automaticassessmentconfiguration automation automator automl automodapi
    autopage autopep autoplay autoprefixer autoray autorefresh autorefs autoregistry autoremove
    autosar autosave autoscaling autosize autoslug autotable autotyping autovizwidget autowrapt
    available avalara avatar avfoundation avkit avroschema avroserializer avrouting avvio awacs
    await awake awesome awesomeversion awkward awscli awscliv awscrt awscurl awsebcli awsglue awsiot
    awsiotsdk awslabs awslambdaric awslogs awswrangler awxkit axiom axios axobject azdev azure
    azuread azurefunctions azuremanaged azureml azurepipelines babel babelify babylon backbone
    backcall backend backends background backgroundassets backgrounds backo backoff backport
    backports backrefs backstage backtesting backtrader backup backupsearch backwards badge badgin
    baggage baileys bakery balanced balena balloon banal bandit banks baostock barbicanclient
    barcode barcodenumber baron baseassign baseconv basecopy basedir basedpyright baseline baselines
    baseten basetostring baseuniq basex bashlex basic basicauth basicsr basictracer batch batchai
    batcher bayesian bazel bcpandas bcrypt bcryptjs beaker beanie bearing beartype beasties
    beautiful beautifulsoup beautifultable beautify bedrock beeper before behave behavior bellows
    bench benchling benchmark bencode benedict benefits beniget bentoml bernstein bertopic betacal
    better betterproto bezier bgutil bibtex bibtexparser bidict bigframes bigint bigints biglake
    bigmap bignum bignumber bigquery bigtable bigtree bilibili bilkent billiard billing
    billingconductor binance binapy binaries binary binaryextensions binaryornot bincopy
    bindcallback bindep bindeps binding bindings bingads binpacking bintrees biocontext biome
    biomejs biopython bioregistry biothings biotite biotraj bioversions bippy birecord birpc
    bitarray bitcoinlib bitfield bitmath bitsandbytes bitstring bitstruct bittensor black blackduck
    blacklist blake blakejs blank bleach bleak blend blendmodes blessed blessings blingfire blinka
    blinker blkinfo blobfile blobs block blockbuster blocking blockkit blockquote blocks bloom
    bloomfilter blosc bluebird blueimp blueprint bluetooth bluezoo blurhash bmfont board bodec
    bodyparser bokeh boltons bonjour boolbase boolean boost boostedblob bootstrap border borewit
    borneo borsh boruta botbuilder botframework botocore botorch botpy botservice bottle bottleneck
    bottom bounce bound boundary bounded bounds bourne bowser boxed boxen boxes boxsdk bplist
    bpylist bpython bpyutils bqplot bqscales brace braceexpand braces bracex bracket brackets brain
    brainstem braintree braintrust braket bramus branca branch brands bravado brave braze brazilnum
    breadcrumbs break breaker breakpoint breaks breathe brevo brickflows bricks bridge bridgecrew
    broadcast broccoli brocli broken broker brorand brother brotli brotlicffi brotlipy browser
    browserbase browserbasehq browserenginekit browserforge browsergym browserify browsers
    browserslist browserstack brush bsdiff btrees btsocket buape bubble bubus bucket budgets
    bufbuild buffer buffers bufferutil bufrw bugbear bugfix bugsnag build buildcheck builder
    builders buildkite buildozer builds builtin builtins bullet bullmq bumpver bumpversion bundle
    bundled bundler bundles bunnet bunyan burner busboy business businesschat businesstimedelta
    busypie button byline bytea bytecode bytecodealliance bytes bytesparse bytestokey bytestreamjs
    bytewise cabinet cacache cachalot cache cacheable cachebox cachecontrol cached cachedir cachelib
    cacheops cacheout caches cachetools cachier caching cachy cadquery cadwyn cairocffi cairosvg
    calamine calculator caldav calendar calendars calendarstore calibration callable callautomation
    callback caller callkit callsite callsites calltree calver camel camelcase camelize camelot
    camera camoufox cancelable cancellable cancellation caniuse canmatrix canonical canonicalize
    canonicaljson canopen cantools canvas canvaskit canvg capacitor capital capitalize capsizecss
    capstone capsule captcha captum capture capturing carbon cardinal cargo carousel carriage
    cartesia cartopy casadi casbin cascade cascader casefy caseless cases cashews cassandra cassio
    castable castarray catalog catalogue catboost catbox catch category catharsis catkin cattrs
    causal causallib cause cchardet cchecksum ccount cdifflib cdktf cdsapi cedarpy celery cement
    census center centra centroid cerberus cerebras certbot certifi certificate certificatemanager
    certificates certipy certs certvalidator cervel cfgrib cfnetwork cfnresponse cftime cfworker
    chacha chain chaining chainlit chainsaw chakra chalice chalk chalkpy challenge chameleon chance
    change changed changelog changes changeset changesets channel channels channelz character
    characters chardet charenc chargebee charm charset chart chartjs charts chatbot chatkit cheader
    cheap check checkbox checkdigit checker checking checkmk checkout checkov checkpoint
    checkpointstoreblob checks checksum checksumdir checksums cheerio cheetah cheroot cherrypy chess
    chevron chevrotain chiabip chialisp chiapos chiavdf child children chill chime chispa chmodrp
    choices chokidar chonkie choojs chord choreographer chownr chroma chromadb chromatic chrome
    chromedriver chromium chrono chronos chunk chunked chunkr cibuildwheel cigam cinderclient
    cinematic cipher ciphers circle circuitbreaker circular circus ciscoconfparse ciscoisesdk citty
    cityhash civis cjson ckbox ckeditor ckfinder clack clamav clamd clamp clandestined clang
    clarabel clarifai claripy clarity class classcat classes classic classification classifiers
    classify classkit classnames classy claude clean cleanco cleaner cleanlab cleanrooms
    cleanroomsml cleanup clear clearml clerk clevercsv click clickclick clickhouse client clients
    clientside cliff cligj clikit clint clipanion clipboard clipboardy clipping cliui clize
    cloakbrowser clockwise clone cloneable clonedeep clonedeepwith closest cloud cloudant
    cloudcontrol cloudconvert cloudcruise clouddirectory cloudevents cloudflare cloudformation
    cloudfront cloudhsm cloudhsmv cloudinary cloudkit cloudpathlib cloudpickle cloudprovider
    cloudscraper cloudsearch cloudsearchdomain cloudsmith cloudsplaining cloudtrail cloudwatch cloup
    clueweb cluster clusterer clusters clusterscope cmaes cmake cmakelang cmarkgfm cmdstanpy cmeel
    cmplr cmreshandler cmsis cmudict cnakazawa coalesce coalescing cobble cobertura cockatiel
    cockroachdb cocoa cocotb codeartifact codebuild codec codecarbon codecatalyst codeceptjs
    codeclimate codecommit codeconnections codecov codecs codedeploy codefind codeflash codeframe
    codegen codeguru codeguruprofiler codemagic codemirror codemod codeowners codepage codepipeline
    codepointat codes codeshield codespell codestar codestarnotifications codetiming codewords codex
    coding codspeed coffea coffee coffeescript cogames cogapp cogeo cognite cognitive
    cognitiveservices cognito cognitojwt cohere coiled coinbase coincurve colander colbert colcon
    collab collaboration collapse collapsible collate collect collectfast collectfasta collection
    collections collector collision color coloraide colorama colorcet colorclass colord colored
    coloredlogs colorette colorfield colorful colorhash colorizer colorjs colorlog colorlover
    colormin colors colorspace colorsync colorthief colorzero colossus colour column columnar
    columnify columns combine combined combiner combobox comet comfy comfyui comlink comma command
    commander commandline commands commas comment commented commentjson comments commerce commist
    commit commitizen commitlint commits common commondir commonjs commonmark commonregex commons
    comms communication community compact companies comparator compare compat compatible compatx
    compilation compile compiledb compiler complex complexipy complexity compliance component
    components compose composed composer composio composition compositorservices compoundfiles
    comprehend comprehendmedical comprehensions compress compressed compressible compression
    compressor compute computed computeds computer computervision comtypes conan concat concave
    concaveman concordance concurrency concurrencytest concurrent concurrently conda condense
    condition conditional condor confbox confection confetti config configargparse configcat
    configfile configobj configparser configspace configstore configtest configupdater configuration
    configurations configurator confirm confirmation conflict confluence confluencebuilder confluent
    conformer confusable confusables confuse confusing conjure conllu connect connectcampaigns
    connectcampaignsv connectcases connected connecthealth connection connections connector
    connectorx connectparticipant connectrpc connexion consola console consolidate consolidated
    const constance constant constantinople constantly constants constraint construct constructs
    consul consumer consumption contact contacts contactsui contain container containerinstance
    containerregistry containerregistrytasks containers containerservice contains content contentful
    contents contentsafety contenttype contentunderstanding context contextily contextlib
    contextvars continuable continuation continue continuous continuum contour contourpy contract
    contractions contracts contrast contrib control controlcatalog controllable controller
    controllers controlnet controls controltower conventional conventionalcommits conventions
    conversations converse conversion conversions convert convertapi convertdate converter convex
    convict cookie cookiecutter cookiejar cookies coola coolname coolprop coordinates coords copier
    copilot copilotkit copilotstudio copulas copybutton copyfiles coqpit coqui coralogix coreapi
    coreaudio coreaudiokit corebluetooth coredata coredis coredump coreforecast corehaptics corejs
    corelocation coremedia coremediaio coremidi coreml coremltools coremotion corepack coreschema
    coreservices corespotlight coretext corewlan corner correct correctionlib correlation corser
    cosmic cosmiconfig cosmos cosmosdb costmanagement cotton cotyledon couchbase couchdb count
    counter countries country countryinfo courlan covdefaults cover coverage coveralls cowsay
    cpplint cpuinfo cpuset cqlsh craft cramjam cranelift crashtest crawl crawlee crayons crccheck
    crcengine crcmod create createhash createset creator credential credentials credit credssp
    credstash crelt creosote crewai crfsuite crhelper crispy critters crochet crockford croner
    croniter cronsim cronstrue crontab cropperjs cross crosses crosshair crossplane crossws
    crowdstrike cruft cruiser crypt cryptfile cryptiles crypto cryptocurrencies cryptographic
    cryptography cryptotokenkit crytic csharp cspell cspotcode csprng cssbeautifier csscolorparser
    csscompressor cssdb cssesc cssfilter cssfontparser cssinjs cssnano cssom cssselect cssstyle
    csstools csstree csstype cssutils cstruct csvkit csvtojson ctparse ctranslate ctypes cubic cubin
    cublas cucumber cudnn cuequivariance cufft cufile cuint culsans culvert cupti curand curated
    curator curatorbin curies curlify currency currencyconverter current currently curry curses
    cursor curtsies curve curves cusolver cusparse cusparselt custom customer customerio
    customtkinter customvision cutlass cvdupdate cvsslib cvxopt cvxpy cwcwidth cwise cwltool
    cwsandbox cxxfilt cxxheaderparser cybrid cycle cycler cyclist cyclonedx cyclopts cymem cypress
    cyscale cysignals cython cytoolz cytoscape cyvcf dacite dacktool daemon daemonize
    dafnyruntimepython dagit dagre dagrejs dagster daily damerau dance danger daphne darabonba
    darglint dargs darkdetect darker darkgraylib darts darwin dashboard dashboards dashdash dashify
    dashscope database databaselibrary databases databento databind databoxedge databrew databricks
    databricksapi datacatalog dataclass dataclasses datacollective datacompy datacontract
    datadetection datadir datadog datadogpy datadriver dataengine dataexchange datafactory dataflow
    dataflows dataform dataframe datafusion datahub datalabels datalake dataloader datamigration
    datamodel datapipeline dataplex datapoints dataprep dataproc dataproperty datareader
    datarecorder datarobot dataset datasets datashader datasketch datasketches datasource datastore
    datastores datastructures datasync datatables datatransfer datauri datawrangler datazone
    datefinder dateformat dateparser datepicker datetime datetimepicker datetimerange dateutil
    dateutils davey daygrid dayjs daytona dazzle dbapi dbbackup dbfread dbldatagen dbscan dbstream
    dbutils ddapm ddddocr ddsketch ddtrace deadfixtures deadline dearpygui debian debounce
    debtcollector debug debugger debuglibrary debuglog debugpy debugtoolbar deburr decache
    decamelize deceiver decimal decision decko declaration declarative decli decode decoder decoding
    decohints decompress decompyle deconz decopatch decoration decorator decorators decord decouple
    decoupled decrypter dedent dedupe deeks deepagents deepdiff deepeval deepface deepgram deepl
    deeplake deepmerge deepseek deepspeed default defaults defaultsdeep defects defer deferred
    deferredimport define defined definition definitions deflate defusedcsv defusedxml degenerator
    delaunator delaunay delay delayed delegate delegates delighted delimiter delivery delocate delta
    deltalake delvewheel demangler demjson demoji demucs denodeify denque depcheck dependencies
    dependency dependent dependents depends deploy deployment deployments deploymentscripts
    deploymentstacks deprecat deprecate deprecated deprecation depth depthai deptry depyf dequal
    descartes descope describe descript description descriptor descriptors desert design
    designateclient designs destination destr destroy destructuring detab details detect detection
    detective detector deterministic devalue devcert devcycle develar developer development devhelp
    deviational device devicecheck devicedetection devicediscoveryextension devicefarm deviceid
    devices devkit devlop devops devpi devspaces devtestlabs devtools devui dexie dezalgo dgram
    dhooks diacritics diagnostic diagnostics diagrams dialog dialogflow diastatic dicer diceware
    dictdiffer dictionary dictionaryservices dictor dicts dicttoxml didyoumean diffable differ
    difference diffie diffq diffrax diffusers digitalocean dijkstrajs dimensions dimforge dimod
    dingbat dingding dingtalk directconnect direction directive directory directsearch dirhash
    dirname dirsync dirty dirtyfields dirtyjson discard discarder disclosure discontinuous discord
    discordbot discordjs discoverx discovery discoveryengine discoveryjs discrecording
    discrecordingui dishka disjoint diskarbitration diskcache dismissable dispatch displace display
    displayname displaynames disposable disposablestack disposition dissect dissolve distance
    distlib distrax distributed distribution distro dither divider django djangoql
    djangorestframework djangosaml djhtml djlint djoser dkimpy dlinfo dlipower dlpack dlthub
    dmpython dncil dnfile dnslib dnspython docblock docbr doccmd docdb docformatter docgen docker
    dockerfile dockerignore dockerode dockerpty docling docopt docprovider docsearch docsig docspec
    docstr docstring docstrings doctestplus doctor doctr doctrine doctypes document documentai
    documentation documentcloud documentintelligence documents docusaurus docusign docutils
    docxcompose docxtpl dodgy dogapi dogpile doiuse domain domains domaintools domdf domelementtype
    domexception domhandler dominate domino dominodatalab dompurify domutils donfig doppler dotall
    dotenv dotenvx dotfile dotgitignore dotlottie dotmap dotnet dotslash dottedname dottie dotty
    double doublemetaphone dowhy download downloader downloadkit downloads downshift downtime dparse
    dpath dpcpp dprint draccus draco dracopy draft draftjs draggable dragon dragonfly drain dramatiq
    drand drange drawer drawsvg dreamopt dremio drill drissionpage driver drizzle drjax dropbox
    dropcursor dropdown dropunuseddefinitions dropzone druid dsnparse dtaidistance dtlpymetrics
    dtrace dtypes duckdb duckduckgo dukpy dulwich dumper dunamai dunder duplexer duplexify
    duplexpair duplicate duplicates duplocloud durable durabletask duration durationpy durations
    dvclive dvdplayback dydantic dynaconf dynamic dynamicprompts dynamicproto dynamo dynamodb
    dynamodbstreams dynet dyntastic earcut earthaccess earthengine easing eastasianwidth easydict
    easygui easyocr easyprocess easypy ebcdic ebooklib eccodes eccodeslib ecdsa echarts ecies
    eciesjs eckitlib eclipse ecmascript ecmwf econml edgar edgartools edgedriver edgegrid editables
    editdistance editdistpy editing editions editor editorconfig edlib edsdk effdet effect effects
    efficientnet efinance eigenpy eight einops einshape einstats einsum elastic elasticache
    elasticbeanstalk elasticloadbalancing elasticloadbalancingv elasticsearch electric electron
    elegant element elementalinference elementary elementpath elements elementtree elephant
    elevenlabs elimination elixir elkjs ellipse elliptic elysia email emails embed embedchain
    embedcode embedded embedding embeddings ember embla embreex emcee emitter emittery emmet emmetio
    emnapi emoji emojilib emojis emoticon emotion empathic empirical empty empyrical emscripten
    enable enabled encode encodec encoder encoders encodeurl encoding encord encrypt encrypted
    encryption encutils ended endemolshinegroup endent endpoint endpoints energyquantified enforced
    enforcer engine engineering engineio engines english enhanced enlighten enquire enquirer enrich
    enrichment ensure enter enterprise entities entitlement entityresolution entraid entries entropy
    entry entrypoint entrypoints entsoe enumerable enumeration enumfields enums envelop envelope
    envier envify envinfo environ environment environs envoy envparse envyaml enzyme ephem
    ephemerides epipe epiweeks equal equality equals equinox eradicate eralchemy errlop errno error
    errorhandler errors esast esbonio esbuild escalade escape escaper escaperegexp escapes escapism
    escodegen escope esign eslint eslintrc esniff espeakng esphome espree esprima esptool esquery
    esrap esrecurse essentials estimator estraverse estree esutils etelemetry ethereum ethereumjs
    ethers ethersproject ethjs etils etuples europe evals evaluate evaluation evaluator evdev event
    eventbridge eventemitter eventgrid eventhub eventid eventkit eventlet events eventsource
    eventstream eveonline everett evergreen every everything eveuniverse evidently evolution exact
    examples exasol excel exceljs excellib excelrd exception exceptiongroup exceptionhandling
    exceptions excerpt exchange exchangelib exclude execa execall execnet executable execute
    executing executionpolicy executor executorch exegesis exenv exhale exhaust exifr exifread
    exists exodus expand expandvars expansion expect expectations expects expecttest experiment
    experimental expiration expiring expiringdict explicit explode explorer exponent exponential
    exponentiation export exporter exports expose express expression expressions exrex exsolve
    extend extendable extended extendedlocation extender extends extension extensionclass
    extensionkit extensions external externalaccessory externals extglob extra extract extractor
    extrareqp extras extruct extsprintf ezchart ezdxf fabric fabricspark facade facebook facenet
    facets facexlib factor factories factory factoryboy factur faicons failures fairscale faiss
    faker fakeredis faktory falafel falcon falconpy falkordb fallback fallbacks family fancy
    fancycompleter farama farmhash fasta fastai fastapi fastar fastavro fastcore fastcrc fastdiff
    fastdownload fastdtw fastecdsa fastembed fasteners faster fastest
    fastestsmallesttextencoderdecoder fastexcel fastf fasthtml fastify fastjsonschema fastkml
    fastlite fastmcp fastnumbers fastokens fastparquet fastparse fastprogress fastq fastrand
    fastrlock fastsafetensors faststream fasttext fastuuid fastwarc fatfs fault faust favicon fbank
    fbemitter fbmessenger fbscribelogger fcache fclone fcose feast feature featureflags
    featuremanagement features featurestore featuretools fecha federation feedback feedfinder
    feedgen feedparser fengari fernet fetch fetcher fflate ffmpeg ffmpy fhconfparser fhirclient
    fhirpy fiber fibonacci fickling fiddle fidelity field fields fifolock fiftyone figgy figlet
    figspec figures filecheck filehash fileid filelist filelock filename filenamify filepath
    fileprovider fileproviderui filer files fileseq fileset filesize filesplit filestore filesystem
    filetransferutils filetype filetypes fileutils filewriter filigran filing fillpdf filter
    filterbanks filterpy filters final finalhandler finalizationregistry finally finance financial
    finbourne findersync findlast findlastindex findlibs findpython findspark findup fined
    fingerprint fingerprintjs fingerprints finished finite finnhub finspace fiona firebase firebird
    fireblocks firebolt firecrawl firefox firehose firestore firewall fireworks first fiscalyear
    fishery fisheye fissix fivetran fixedint fixedwidth fixes fixit fixme fixture fixtures
    flagembedding flagged flagging flags flagsmith flair flake flakefinder flaky flameprof flaml
    flasgger flash flashinfer flashrank flashtext flask flatbuffers flatdict flatmap flatpages
    flatpak flatpickr flatstr flatted flatten flattendeep flattener flattie flavor fleetpings
    flexbox flexbugs flexcache flexible flexparser flexsearch flightradarapi flightsql flink flmngr
    float floating flora floret flower flowtype fluent flufl flupy flush flutter flyte flyteidl
    flytekit fnvhash focus folder foliojs folium follow fontace fontawesome fontawesomefree
    fontfaceobserver fontkit fontkitten fonts fontsource fonttools footer footnote footnotes forager
    forbiddenfruit force foreach foreachasync forecast forecasting forecastquery foreground forests
    forever forex forge forked format formatio formatjs formatly formats formatter formatters
    formatting formbody formdata formencode formic formidable formik formrecognizer forms formtools
    formula formulaic formulas fortawesome fortls fortran forward forwarded forwarder found
    foundation foundry foxglove foyer fraction fractional fragment fragments frame framebus framer
    framesync framework frappe frauddetector fredapi freebsd freehand freeport freertos freetier
    freetype freeze freezegun freezer freight fresh frictionless frida friendly fromcodepoint
    fromentries fromisoformat front frontegg frontend frontmatter frozen frozendict frozenlist
    fsevents fsharp fskit fslib fsspec fstream fstring fstrings fsutil ftputil fuelsdk fugashi fugue
    fullcalendar fullstack fullstory fullwidth funasr funcparserlib funcsigs function functional
    functions functools funcy funnel fusepy fuses future futures futurist fuzzy fuzzysearch fuzzyset
    fuzzysort fuzzywuzzy fvcore gainmap galactus gallery galois gamecenter gamecontroller gamekit
    gamelift gameliftstreams gameplaykit gamesave gaming gamma gamut gapcursor garden garminconnect
    garth gateway gatsby gauge gaussian gaxios gcloud gcovr gcsfs gdbmongo gdown gdsfactory
    gdsfactoryplus gdstk geckodriver geist gemini gemmi genagent genai genbadge gender genderize
    generate generated generative generativeai generativelanguage generator generators generic
    genericattributeprofile genie gensequence genshi gensim genson gensync genutils geoalchemy
    geoarrow geocode geocoder geodatasets geode geographiclib geohash geoip geojson geomet geometric
    geometry geonames geonamescache geopandas geopy geospatial geotiff gerrit gersemi gesture
    getdaft getenv getmac getnative getobject getopts getos getownpropertydescriptors getpass
    getprototypeof getter getters gettext gevent geventhttpclient gflags gfpgan gggdtparser ggshield
    ghapi gherkin ghome ghostscript ghstack gibberish gidgethub gifwrap giget gilbarbara gilknocker
    gitbeaker gitconfiglocal gitdb githead github githubkit gitignore gitlab gitlint gitpython
    giturlparse gkeepapi glacier glanceclient glcontext glean glibc glide glightbox glimmer gliner
    global globalaccelerator globalize globally globalresolver globals globalthis globalyzer globby
    globjoin globmatch globrex globule globus glocaltokens glogg gluonts glyphsets gnueabihf gnupg
    gnureadline gocardless golang golevelup gonzales goober goodput google googleads googleapis
    googleauthentication googlemaps googlenewsdecoder googlepay googlesearch googletrans gorhom
    gotenberg gotrue govuk gpiod gpiozero gprof gprofiler gpsoauth gptcache gpustat gputil gpxpy
    gpytorch graceful gradient gradients gradio gradle grafana grafanalib grafeas grain grammar
    grammars grammex grammy grammyjs grandalf granian graph grapheme graphemer graphemeu graphene
    graphframes graphics graphifyy graphiql graphiti graphlib graphmatch graphology graphql
    graphqlsp graphrag graphrbac graphsurgeon graphtty graphviz graphyte grappelli graspologic
    graypy great greatest grecaptcha greenback greengrass greengrassv greenlet gremlinpython
    grequests griddataformats gridlist griffe griffecli griffelib grimp groovy groundstation group
    groupby grouped groupies groups growl growly growthbook grpcio grpclib grunt gspread gssapi
    gsutil gtoken guard guardduty guardian guardrails guards guesser guiconnect gulpjs gulplog
    gunicorn gunzip guppy gurobipy gymnasium habluetooth hachoir hachure hacking haiku hamilton
    hammerjs hammock hampel hanaonazure handle handlebars handler handlers hangul hanzidentifier
    happen happy haptics harbor hardbyte harden harfile harmonic harmony harness harvest hasha
    hashery hashes hashicorp hashid hashids hashring hashtag haskell hasown haste hastscript hatch
    hatchet hatchling haversine haystack hbreader hcloud hdbcli hdbscan hdijupyterutils hdinsight
    hdnode hdrhistogram hdrpy header headers heading headings headless headlessui headroom healpix
    healpy health healthcheck healthkit healthlake heapdict heartbeat heatclient heavy heimdalljs
    hellman hello helmet helper helpers helpfulerror hepunits hermes heroicons hexadecimal hexagon
    hexbytes hexdump hexer hexoid hexrec hidapi hidden hierarchical hierarchicalforecast hierarchy
    highcharts highlight highlighter highlightjs highspy hijack hijri hijridate hindsight hints
    hiredis hishel histogram histoprint history hitbox hiyapyco hjson hmmlearn hmsclient hnswlib
    hogan hogql hoist holder holidays hologram holoviews homeassistant homebridge homedir homoglyphs
    honcho honeybadger hookable hooked hooker hookform hookified hooks hooktargets horizontal hosted
    hosting hostlist hostname hosts hotfix hotglue hotkey hotkeys hotwired hover howler hpack
    hpagent hrana hrtime hsluv hstspreload htbuilder htmldate htmldocx htmlescape htmlfy htmlhelp
    htmlmin htmlparser htmltools httmock httpagentparser httpauth httpbin httpcore httpdomain httpie
    httplib httpntlm httpr httpreq httpretty https httpsclient httpserver httpstan httptoolkit
    httptools httpx httpxthrottlecache httpxy huawei hubspot huggingface human humanfriendly humanfs
    humanize humanreadable humans humanwhocodes humiolib humps hunter hupper hurry husky hutson
    hvplot hybrid hybridcompute hydra hydrated hydrogen hyper hyperbrowser hypercorn hyperdrive
    hyperdyperid hyperframe hyperid hyperlink hyperlinker hyperlinks hyperliquid hyperopt
    hyperpyyaml hyperscan hyperscript hyphen hyphenate hypnosphi hypothesis hyundai ianvs iarna
    ibmcloudant icalendar icalevents icann icdiff iceberg icechunk icecream icmplib iconify icons
    icontract iconv icsneopy identifier identifiers identify identity identitystore idents ifaddr
    ifcfg ifcopenshell iferr iframer ignite ignore ignored ignores igraph ijson image imageanalysis
    imagebuilder imagecapturecore imagecodecs imagededup imagehash imageio imagekit imagemin
    imagesize imaging imapclient imask imbalanced imblearn imgaug imghdr imgkit imgtool imgui
    iminuit immaterial immediate immer immutability immutable immutabledict immutables impacket
    impala imperfect impersonate impit implicit import importer importexport importlab importlib
    imports impound impyla imurmurhash imutils inactivity inbrowser incidents include includes
    incremental indent independent index indexed indexeddb indexes indexing indexof indic indices
    indigo individual infer inference inferer infima infinite infisicalsdk inflate inflation inflect
    inflected inflection inflector inflight influxdb infobox inform information informative infra
    ingest ingestion inherit inherits iniconfig iniparse initial initializer inject injection
    injective injector inline inliner inmem inmemorystorage innertext inngest inotify input
    inputimeout inputmethodkit inputrules inquire inquirer inquirerpy inscriptis insensitive insert
    insertion inside insight insightface insights inspect inspection inspector instafail instagrapi
    install installations installed installer installerplugins instaloader instance instances
    instantmessage instanttensor instructions instructor instructorembedding instrument
    instrumentation instrumentations instrumentator instrumenter insync intake integ integer
    integration integrations integrity intel intelex intelhex intents intentsui inter interaction
    interactions interactive intercept interceptor interceptors intercom interegular interface
    interfaces internal internals internationalized internetarchive internetmonitor internmap
    interop interpolate interpolation interpret interpreter interrogate interrogator interrupt
    interruptingcow intersect intersection intersections intersects interval intervals intervaltree
    intlify intrinsic intrinsics introspection intuit invalid invariant invenio inversify
    inversifyjs invert invisible invoicing invoke iobluetooth iobluetoothui iobuffer iomete ionic
    iopath ioredis iosurface iotanalytics iotcentral iotdeviceadvisor iotevents iotfleetwise iothub
    iothubprovisioningservices iotsecuretunneling iotsitewise iotthingsgraph iottwinmaker
    iotwireless ipaddr ipaddress ipadic ipfshttpclient ipinfo ipsum ipull ipware ipwhois ipxact
    ipycytoscape ipydagred ipyevents ipyfilechooser ipykernel ipylab ipyleaflet ipympl ipynbname
    ipython ipytree ipyvue ipyvuetify ipywidgets iregexp ironicclient irregular isaacs isarguments
    isarray isbinaryfile isboolean isbot isemail isempty isequal iserror isexe isfinite isfunction
    isinteger isiterateecall ismatch isnil isnodelike isnumber isobands isobject isocodes isodate
    isoduration isolate isolines isomorphic isort isosurfaces isotp isoweek isows isplainobject
    isstream isstring issue issues istanbul istanbuljs istextorbinary isundefined isurl itables
    italic itemadapter itemloaders iterable iterall iterare iterate iteration iterative iterator
    iterators iterfzf iterproxy itertools itsdangerous ituneslibrary itypes ivschat ixnetwork izulu
    jackspeak jacobi jaconv jaeger jalali janaf janitor janome janus japanese japanize jaraco
    jarowinkler jasmine jasminewd javalang javaobj javaproperties javascript jaxlib jaxopt jaxtyping
    jaydebeapi jayson jazzmin jdatetime jdbcapi jdcal jeepney jellyfish jenkins jenkinsapi jenkspy
    jieba jigsawstack jinja jinjanator jinjasql jinxed jiter jiwer jmespath joaquin jobflow joblib
    joblibspark jobspy johnnydep josephg josepy joserfc joshua joshwooding jotai joycon jpholiday
    jplephem jproperties jpype jquery jraph jrichman jridgewell jsbarcode jsbeautifier jschardet
    jschema jschon jscodeshift jsdevtools jsdoc jsdoccomment jsdom jsesc jsforce jsftp jshint jsmath
    jsmin jsonalias jsonapi jsonargparse jsonasobj jsonata jsonc jsoncomparison jsoncompat
    jsonconversion jsondiff jsondiffpatch jsoneditor jsonfield jsonfile jsonform jsonformatter
    jsonify jsonjoy jsonld jsonlibrary jsonlines jsonlint jsonmerge jsonnet jsonobject jsonparse
    jsonpatch jsonpath jsonpickle jsonpointer jsonquerylang jsonref jsonrepair jsonrpc jsonrpclib
    jsons jsonschema jsonseq jsonslicer jsonstream jsonwebtoken jspdf jsprim jsrsasign jssha
    jstransformer jstyleson jszip judgeval juggle juice julia julius junit junitparser junos jupyter
    jupyterhub jupyterlab jupytext jurigged justext jvector jwcrypto jwskate jxmlease kadmin kafka
    kafkaconnect kafkajs kagent kaggle kagglehub kagglesdk kaitaistruct kaldi kaldialign kaldifst
    kaldiio kaleido kamilkisiela kanboard kangelpluginsmanager kareem karma katex kazoo kconfig
    kconfiglib kdbush kebabcase keccak kedro keeper kendra keplergl keras kerberos kernel
    kernelmanagement kernels kestra keybert keyboard keycloak keycode keydown keyfile keygrip keymap
    keyname keypress keyring keyrings keyspaces keyspacesstreams keystoneauth keystoneclient
    keystonemiddleware keytar keyup keyval keyvaluecache keyvaluestorage keyvaluestore keyvault
    keyword keywords kfactory khroma killable killstats killtracker kinesis kinesisanalytics
    kinesisanalyticsv kinesisvideo kinks kiota kitchen kiteconnect kiwipiepy kiwisolver klaviyo
    klayout kleenex kleur klona kmeans kmodes knack kneed knitwork knobs knockapi knowledge known
    knuth koalas koheesio kokoro kolorist kombu konva korean koreanize kornia kosong kotlin
    kreuzberg ksuid kubectl kubeflow kubernetes kuler kumoai kurkle kusto kwargs kwsites kylin
    kylinpy kysely label labelbox labeled labmaze laboratory laces ladybug lagom lakeformation
    lakefs lalsuite lambda lambdapdk lambdatest lameenc lance lancedb landing landlock landmark
    langchain langchainhub langchainplus langcodes langdetect langextract langfuse langgraph langid
    langium langmem langs langserve langsmith language languageclient languagedetector languages
    languageserver languageservice langwatch laravel large larksuiteoapi lasio laspy
    latentsemanticmapping later latest latex latexcodec latin lattice launch launchdarkly launcher
    launchpadlib launchservices lauterbach lavalink layer layers layout layoutparser lazify lazrs
    lazystream ldapdomaindump ldaptor ldfparser leaflet leanclient learn learning learnosity least
    leather ledoc lefthook legacy legends leichtgewicht leidenalg length lenses leptonai lerna
    lerobot lesscpy letta leval level leveldown levelup leven levenary levenshtein levischuck lexer
    lexers lexical lexid lextudio lezer lhotse libarchive libbase libclang libcloud libcoal libcst
    libcudf libdatadog libdispatch libhoney libify libipld libjpeg libkvikio liblinear libmaas
    libmagic libmime libnacl libnpmaccess libnpmorg libnpmpack libnpmpublish libnpmsearch libnpmteam
    libpass libpff libphonenumber libpinocchio libpysal libpython libqp libraft library
    libretranslatepy librmm librosa librt libsass libsast libscrc libsodium libsql libtmux libtpu
    libusb libusbsio libuuu libvalkey libvips libvirt libxpc libzip liccheck license licensecheck
    licenses lifecycle lifecycleevent lifecycles lifelines lifespan lifetimes liftoff liftup liger
    light lightecc lightgbm lighthouse lightkube lightly lightning lightningcss lightphe lightrag
    lightsail lightstep lilcom lilconfig limit limiter limiters limits lindig lineage linear
    linearmodels lineax linebreak linecache lines linewrap lingua lingui linkchecker linkedin
    linkedom linker linkify linkifyjs linking linkml linkpresentation links linkup linter lintrunner
    linux linuxmusl liquid liquidjs liquidpy listbox listcrunch listen listener listenercount
    listformat listhen listing listr lists litdata litellm literal literalai literals literate
    litert litestar lithops littlefs littleutils livekit livereload lizard ljharb llama llamafactory
    llamaindex llguidance llmcompressor llmstxt llvmlite lmdeploy lmfit loadable loader loaders
    loading local localauthentication localauthenticationembeddedui locale localematcher localflavor
    localforage localhost localization localize localized localserver localstack locate location
    locator locked locket lockfile locking locust lodash loess loganalytics logbook logdna logfire
    logfmter logform logfury loggable logger loggers logging logic logical login loginas logistro
    logkitty loglevel logstash logtail loguru logutils logzero logzio lolex lomond longbridge
    longest longhand looker lookoutequipment lookup loong loongarch loongsuite loops loose loosely
    looseversion loralib lorem lottie lottiefiles loupe louvain lovable lowdb lower lowercase
    lowlight lpips lsofi lsprotocol lucide lucopy luigi lukeed lunar lunarcalendar lunardate luqum
    luxon lydell lzallright lzfse lzstring maath macaddress macaroonbakery machine machineid
    machinelearning machinelearningcompute macholib macie macos macros madge maggma magic magicast
    magicattr magiccube magics magika magnumclient mailbits mailchecker mailchimp mailgun mailjet
    mailkit mailmanager mailparser mailslurp mailsplit maincontentextractor maintenance maison
    makeerror makefile makefun malept mammoth managed managedblockchain managedkafka
    managedprivateendpoints managedservices management managementgroups managementpartner manager
    managers mando mangum manhole manifest manifestoo manifests manifold manim manimpango mantine
    manypkg mapbox mapclassify mapie mapkit maplibre mapped mapping mappings mapvalues mariadb
    marijn marimo mariozechner marisa markdown markdownify markdownlint markdownlit markdowntable
    marked marker markerclusterer market marketing marketorestpython marketplace
    marketplacecommerceanalytics marketplaceordering markitdown marko markuppy markupsafe marky
    marqo marshmallow martinez mashumaro masked masker massive mastercard mastodon match matchall
    matchdep matcher matches matchit matchmediaquery material mathematics mathfilters mathjs mathml
    matminer matplotlib matrix matscipy matter mattermostdriver mattermostwrapper mattersim maturin
    mautrix maxby maxminddb maybe mbstrdecoder mccabe mcpadapt mcpforunityserver mcstatus mdanalysis
    mdast mdformat mdinclude mdtraj mdurl mdutils mdxjs mdxpy measure measurement measures mecab
    mechanize media mediaaccessibility mediaconnect mediaconvert mediaextension medialibrary
    medialive median mediapackage mediapackagev mediapipe mediaplayer mediapy mediaquery mediastore
    mediatailor mediatoolbox medical meetings megatron meilisearch meltano meltanolabs member
    memberaudit memcache memcached memfabric memfs memoization memoize memoizee memoizer
    memoizerific memory memorydb memorystore memorystream memray mendeleev mensch mention mentions
    menubar meraki mercadopago mercantile mercurial merge mergedeep mergepythonclient merger
    mergewith mergify mermaid meros mersenne meshcat meshio meshline meshoptimizer meson message
    messagebird messageformat messages messaging messenger metadata metaflow metal metalfx metalkit
    metalperformanceshaders metalperformanceshadersgraph metamask metaphone metaphor metastore
    metaviewport metavuln meteostat meter meteringmarketplace method methods methodtools metpy
    metric metricflow metrickit metrics metro metronome micawber micro microdiff microevent
    micromark micromatch microseconds microservices microsoft microtask middle middleware midea
    midpoint migra migrate migration migrationhub migrationhuborchestrator migrationhubstrategy
    migrations migrator miller milvus mimeparse mimesis mimesniff mimetype mimic mimos mineru
    miniaudio minidump minifier miniflare minify minijinja minikanren minim minimal minimalistic
    minimap minimatch minimist minimisted minimizer minio miniopy minipass minisbd minisearch
    minizlib minmax mirakuru mirror misaki mischnic miscreant missingno missingpy mississippi
    misspellings mistletoe mistral mistralai mistune mitmproxy mitogen mitreattack mixer mixin
    mixins mixmark mixme mixpanel mizani mjackson mkdirp mkdocs mkdocstrings mktemp mlcompute
    mldiagnostics mleap mlflow mlforecast mlops mlserver mltable mlxtend mmcif mmdet mmengine mmhash
    mnemonic mnemonist mobile mobly mocha mochawesome mockdate mocked mocker mockito mocks modal
    model modelarmor modelcluster modelcontextprotocol modelio modelopt models modelscope
    modelsearch modeltranslation modem modern moderngl modes modifier modifiers modify modin module
    modules mohawk mojimoji molecule molotov moment momentchi mommy momoa monaco monai money moneyed
    mongo mongodb mongoengine mongomock mongoose monitor monitoring monitoringdashboard monkey
    monkeyc monkeytype monocart monogrid monorepo monotone monotonic montecarlodata monty moocore
    mooncake moran morecantile morefs moreorless morgan morph morphys mosaicml mosek motion
    motionone motmetrics motor mouseinfo mousetrap moviepy mowidgets moyopy mozcrash mozdevice
    mozfile mozilla mozinfo mozlog mozprocess mozrunner mozsystemmonitor mozterm mozversion mpath
    mpire mplcursors mplfinance mplfonts mpmath mquery mrcfile mrkdwn mrleebo mrmime mrmlnc msgpack
    msgpackr msgraph msgraphfs msgspec mslex msoffcrypto msrest msrestazure mssql msssim mswjs mtcnn
    mturk mudata muggle mujoco multer multi multiaddr multiapi multibase multicast multicodec
    multicore multidict multiformats multihash multihashes multimaps multimatch multimeter
    multimethod multimodal multipart multipass multipasta multipeerconnectivity multipipe
    multipledispatch multiprocess multiprocessing multipyvu multiselectfield multistream
    multitasking multitoc multiurl multiversion multivolumefile munch munkres murmurhash music
    musicbrainzngs musleabihf mustache mutable mutagen mutate mutex mutexify mutmut mwparserfromhell
    mxnet mycdp mygene mygeotab mylas mysql mysqlclient mysqlflexibleservers nabucasa nacos nagisa
    naked namecheap named nameof nameparser namer names namespace namespaces namex naming nanobind
    nanoclone nanoid nanomatch nanopb nanospinner nanostores nanotar napalm napoleon narwhals native
    natsort natto natural naturallanguage nautilus navbar navhelper navigation navigator nbclassic
    nbclient nbconvert nbdime nbextensions nbformat nbmake nbsphinx nbstripout nbval ncclient ncjsm
    nconf ndarray ndelangen ndindex ndjson nearest nearley nebius needed needle needs negated
    negative negotiator nemoguardrails neoconfetti neomodel neondatabase neoteroi neotime
    neotraverse neptune neptunedata nequix nested nestedtext nesting nestjs netaddr netapp netbsd
    netcdf netflix netfs netifaces netinfo netlify netmask netmiko netsuite netsuitesdk netutils
    network networkextension networkflowmonitor networkmanager networkmonitor networks networkx
    neuralforecast neutron neutronclient never nevergrad neverthrow nevware newline newlines newman
    newrelic newsapi newspaper newton nextick nextjs nexus nfoursid ngboost ngcsdk ngram ngrok
    ngtools nibabel nicegui nicknames nicolo nigel nightly nilearn nimma ninja nipype niquests nitro
    nitropack nkeys nlcst nlopt nlpaug nmcli nmessageid nnaudio noble nocache nocodb nodeenv nodejs
    nodelib nodemailer nodemon nodes nodriver nofilter noise noiseprotocol noisereduce nolyfill
    nominal nonce norenrestapipy normality normalize normalizer notarize notation notebook
    notebooklm notebooks notepack notes notfound nothing notices notification notificationcenter
    notificationhubs notifications notificationscontacts notifier notifiers notify notion notionhq
    notistack novaclient nplusone npmai npmcli npmlog nprogress nptdms nptyping nspkg nssocket
    ntplib nucliadb nuitka nullish nullthrows nulltype numba numbagg number numberfield numbering
    numbers numcodecs numdifftools numeral numerals numeric numexpr numkong numpy numpydantic
    numpydoc numpyro numtowords nunit nunjucks nuscenes nutpie nutree nutter nuxtjs nvalchemi nvidia
    nvitop nvjitlink nvrtc nvshmem nwsapi nylas oarepo oauth oauthlib obfuscator object
    objectorarray objectory objectpath objects objecttypes objgraph objprint objsize obliterator
    oblivious observabilityadmin observable observe observer obspy obstore ocifs oclif ocrmac
    ocrmypdf ocspbuilder ocspresponder octaviaclient octokit octomap odfpy odwyer odxtools ofetch
    office official offline offscreencanvas offset ogpte ohash oklab okonomiyaki oldest olefile
    oletools ollama omegaconf omggif omics omitby omnibase onboarding onclickoutside oneagent
    onecache onemkl oneofschema onepassword onepasswordconnectsdk onesignal onetime onfido oniguruma
    onigurumacffi onnxconverter onnxmltools onnxocr onnxoptimizer onnxruntime onnxscript onnxsim
    onnxslim ontap oozcitak opacity opack openai openapi openapitools openapiv openauth openauthjs
    openbb openblas openbsd opencc openccu opencensus opencl openclaw opencode opencollective
    opencolorio opencv opendal opendatalab opendirectory openenv openequivariance opener openevals
    openexr openfaas openfeature openfga openfoodfacts opengraph openhands openharmony openid
    openimageio openinference openjpeg openlayer openlineage openlit openmed openmetadata openmeteo
    openmim openmm openmp openpgp openpulse openpyxl openqasm openresponses openrewrite openrouter
    opensearch opensearchserverless openseespy openseespylinux openshift openskill openslide
    openstackclient openstacksdk opentelemetry opentensor opentok opentracing opentype openunmix
    openupgradelib openurl openviking openvino openwakeword openxlab operation operations operator
    operators opsgenie optax optbinning optimise optimism optimist optimistix optimization optimize
    optimizely optimizer optimum option optional optionaldict optionator options optree optuna
    optype opuslib oracle oracledb orange orbax orchestrate orchestration orchestrations order
    orderby ordered ordereddict orderedmap orderedmultidict ordering orderly organization
    organizations organize origin original orion orjson ormsgpack ortools orval osakit osascript
    oschmod oscrypto osenv oslex oslog oslojs osmium osmnx ospath osprofiler osquery ossdata other
    otpauth otplib ouroboros outcome outdent outer outline outlines outposts output outvariant
    overflow overlap overlay overlays overloading overpunch overridden override overrides overscroll
    overview owlrl owner ownkeys owslib oxfmt oxide oxlint oxmsg oyaml pabot pacer package
    packagejson packager packages packageurl packaging packagr packbits packer packet packlist packs
    pacote paddleocr paddlepaddle paddlex padend padstart pagefind pager pagerduty pages paginate
    pagination paginator paging palettable pamela pamqp panda pandapower pandarallel pandas pandasai
    pandasql pandavro pandera pandoc pandocfilters panel panels pangea panic panorama pantab panva
    panzi panzoom papaparse papermill paradime paragraph paragraphs parallel paralleldrive param
    parameter parameterized parametermanager parameters parametrize paramiko params parcel parchment
    parent parentheses parenthesis parents parler parquet parse parseargs parsed parsedatetime
    parsel parseley parselmouth parseqs parser parsers parseuri parseurl parsimonious parsing
    parsley parso parsy partd partial partialjson partials particle parties partiql partnercentral
    parts party partysocket parver pascal pascalcase passive passkit passlib passport passwd
    password passwordreset pasta paste pastedeploy pastel patch patchelf patches patchright patchy
    pathable pathdata pathe pathfinder pathlib pathmagic pathmorphing pathname pathops pathos paths
    pathspec pathtools pathval pathvalidate pathwaysutils pathy patool patsy pattern patterns
    paulirish pause payment paypal paypalhttp paypalrestsdk pbkdf pbspark pbtools pcapng pcodedmp
    pdbeccdutils pdbpp pdfconverter pdfjs pdfkit pdfmake pdfminer pdfplumber pdfrw pdfservices
    pdftext pdiff pdpyras peakrdl pebble peberminta pecan peculiar pedalboard peewee pefile pegjs
    pemja pencilkit pendulum pennylane peppercorn percentage percentiles percy perfect perfectionist
    perfetto performance periscopic perky permissionedforms permissions perplexityai persist
    persistence persistent persisting personalization personalize petamoriken petastorm petname
    pettingzoo pexpect pgactivity pgcli pgcopy pgeocode pghistory pglast pglite pglock pgmigrate
    pgmpy pgpass pgsanity pgspecial pgspider pgtrigger pgvector pgviews pgzip phase phases
    phenomnomnominal phidata phidget phoenix phonemizer phonenumber phonenumbers phonenumberslite
    phonetics phonopy phosphor photon photos photosui photutils phpserialize phrase phrasing piccolo
    piccolore pickby picked picker pickers pickle picklefield pickleshare pickley picky picobox
    picocolors picomatch pidtree pidusage pierre piexif pikepdf pilgram pilkit pillow pinch pinecone
    pingouin pinia pinkie pinojs pinot pinotdb pinpoint pipdeptree pipecat pipedream pipeline
    pipelines pipelinewise pipenv piper pipes pipfile pipmaster pipreqs pipupgrade pirates piscina
    pismosendlogs pitch pixelhog pixelmatch pkgconfig pkginfo pkgjs pkgutil pkijs pksuid pkuseg
    place placebo placeholder placeholders places plaid plain planarity plane planepoint planetary
    plans plantuml plaster platform platformdirs platformio plato playback player playground
    playwright please plexapi plimit plist plivo ploomber plotbin plotext plotille plotly plotnine
    plots plpygis pluck pluggy plugin pluginbase pluginlib plugins pluginutils plugp plumbum plural
    pluralize pluralizer plurals plyara plyer plyfile plyvel pmdarima pmmmwh pngjs pockets podium
    podman poethepoet poetry point pointer points polars polib policy policyinsights policyuniverse
    polished polka polling polly polyclip polyfactory polyfield polyfile polyfill polyfills polygon
    polygonize polygraphy polyleven polyline polylith polymorphic polyscope ponyfill pooch popmotion
    popover popper popperjs poppinss poppler portable portabletext portal portalocker portend
    portfinder portforward portion portkey portpicker portscanner position positions posix possible
    postcss postgres postgresql postgresqlflexibleservers postgrest posthog posthoganalytics
    posthtml postinstall postject postman postmarker postmessage potential potpack pottery power
    powerbi powerbiembedded powerfx powerline powerpc powerpoint powershell powertools ppocrv
    pprintpp pprof praat pragmatic prance pratt prawcore preact prebuild prebuildify prebuilt
    precaching precinct precise precond predicates predict prefect prefer preferencepanes
    preferences preferred prefers prefetch prefix prefixcommons prefixdate prefixed prefixer
    prefixmaps preliz preload prelude premailer prepend preppy preprocessing preprocessor presence
    preserve preset preshed presidio presigned presigner presto pretend prettier prettierfier pretty
    prettyjson prettyprinter prettytable preview previous price prices pricing prime primeicons
    primeng primepy primeuix primitive primitives primp principal print printable printer printf
    printj printwithreducedwhitespace priority prism prisma prismjs prison private privatedns
    probability probableparsing probablepeople probe problem proces process processinfo processor
    processors procrastinate prodigyopt production profanity profile profiler profiles profiling
    proggy proglog program programoutput programs progress progressbar progressive project
    projectify projection projects prolif prometheus promise promised promisepipe promises promisify
    prompt promptbook promptflow promptlayer promptly prompts prompty promql promzard propagate
    propagation propagator propcache propelauth proper properdocs properly properties property
    prophet proposal props proptypes prosemirror prospector protego proto protobuf protobufjs
    protobufs protoc protocol protocols protoletariat proton protoplugin protos prototype
    protovalidate provide provider providers prowler proxmoxer proxy proxyquire proxysupport
    proyecto prtpy pscript pseudo pseudomap psmpy pstree psutil psycogreen psycopg psygnal ptable
    ptpython ptvsd ptyprocess pubchempy public publication publicsuffix publicsuffixlist publish
    publisher publishers pubnub pubsub pubsublite pubsubplus puccinialin pudding pulsar pulumi
    pumpify punycode puppeteer purecloudplatformclientv puremagic purgecss purview pusher pushkit
    pvlib pvtsutils pvutils pwdlib pwntools pyactiveresource pyadi pyaes pyaescrypt pyagrum
    pyahocorasick pyairtable pyaml pyandoc pyang pyangbind pyannotate pyannote pyannoteai
    pyapacheatlas pyapns pyarmor pyarrow pyart pyartifactory pyasn pyasynchat pyasyncore pyathena
    pyathenajdbc pyatlan pyats pyattest pyaudio pyautogen pyautogui pyawscron pybacklogpy pybars
    pybase pybaseball pybaselines pybboxes pybcj pybind pybiomart pybit pybloom pybreaker pybtex
    pybuildkite pybullet pybytebuffer pycadf pycairo pycapnp pycares pycaret pycarlo pycasbin
    pyccolo pycdlib pycel pycep pycharm pychrome pyclamd pycld pyclean pyclibrary pyclipper pycln
    pycnite pycobertura pycocoevalcap pycocotools pycodestyle pycognito pycoingecko pycollada
    pycolmap pycomposefile pyconfigurator pycountry pycparser pycrashreport pycrdt pycreds pycron
    pycrypto pycryptodome pycryptodomex pycti pycups pycurl pydantic pydap pydash pydata pydbml
    pydeck pydeequ pydeprecate pydeps pydes pydevd pydicom pydifact pydispatcher pydivert pydoc
    pydocket pydoclint pydocstringformatter pydocstyle pydocumentdb pydoe pydomo pydoris pydot
    pydotplus pydriller pydrive pydruid pydub pydyf pydynamodb pyeapi pyecharts pyelftools pyenchant
    pyerfa pyevtk pyexasol pyexcel pyexcelerate pyexecjs pyexiftool pyfacer pyfaidx pyfakefs
    pyfarmhash pyfcm pyfftw pyfiglet pyflakes pyflux pyftdi pyftpdlib pyfunctional pyfzf pygal
    pygaljs pygam pygame pygdal pygdbmi pygelf pygeodesy pygeohash pygeoif pygerduty pygerrit
    pygetwindow pyghmi pygit pygitguardian pygithub pyglet pyglm pyglove pygls pygltflib pygments
    pygnuutils pygobject pygount pygraphviz pygresql pygrib pygsheets pygtrie pygwalker pyhamcrest
    pyhanko pyhcl pyhdfe pyheck pyhive pyhmmer pyhocon pyhpke pyhumps pyhwp pyhwpx pyiceberg pyicu
    pyimg pyinfra pyink pyinotify pyinstaller pyinstrument pyinvoke pyiotools pyiqa pyiso pyjanitor
    pyjarowinkler pyjavaproperties pyjks pyjls pyjnius pyjokes pyjoulescope pyjsg pyjson pyjsparser
    pyjwkest pyjwt pykafka pykakasi pykalman pykaos pykcs pykdebugparser pykeepass pykerberos pykmip
    pykrx pykube pykwalify pylama pylance pylatex pylatexenc pyleak pylev pylibcudf pylibdmtx
    pylibiio pylibjpeg pylibmagic pylibmc pylibraft pylibsrtp pylibssh pylightxl pylink pylint
    pylogbeat pyloudnorm pylru pylsp pylspci pylsqpack pylti pyluach pylzss pymacaroons pymammotion
    pymannkendall pymap pymarkdownlnt pymatgen pymatting pymavlink pymdown pymediainfo pymeeus
    pymemcache pymeshlab pymeta pymilvus pyminizip pymiscutils pymisp pymobiledetect pymobiledevice
    pymodbus pymonetdb pymongo pymongocrypt pymoo pymorphy pympler pymsalruntime pymsgbox pymssql
    pymsteams pymunk pymupdf pymupdfb pymupdfpro pymysql pymysqllock pynacl pynamodb pynautobot
    pynetbox pynetdicom pyngrok pynini pynliner pynmeagps pynndescent pynng pynose pynput pynvim
    pynvml pynwb pyobjc pyocd pyocse pyodata pyodbc pyodps pyogrio pyomo pyopencl pyopengl pyopenms
    pyopenssl pyorc pyotp pyowm pyoxigraph pypac pypandoc pyparsing pypcap pypdf pypdfium pypdftk
    pypeln pyperclip pyperf pyphen pypika pypinyin pypiserver pypiwin pypng pyppeteer pyppmd pyprctl
    pypresence pyprind pyprobables pyprof pyproj pyproject pyprojroot pypsrp pypubsub pypydispatcher
    pypyp pyqrcode pyqtgraph pyqtwebengine pyquaternion pyquery pyqwest pyrad pyrage pyramid pyrate
    pyrdfa pyreaddbc pyreadline pyreadr pyreadstat pyrealsense pyrect pyrefly pyrender pyrepl pyrevm
    pyrfc pyrho pyric pyright pyroaring pyrogram pyroma pyromark pyrootutils pyroscope pyroute
    pyrsistent pyrtf pysam pysaml pysbd pyscaffold pyscf pyscipopt pyscreeze pyseccomp pyserde
    pyserial pyseto pysftp pysha pyshacl pyshark pysher pyshex pyshexc pyshp pyside pysigma
    pysignalr pysimdjson pyslack pyslang pysmartdl pysmb pysmi pysnc pysnmp pysnmpcrypto pysnooper
    pysnow pysnyk pysocks pysodium pysolr pysonar pyspark pyspellchecker pyspnego pysqlite pysrt
    pystac pystache pystan pystemmer pystoi pyston pystow pystray pysubs pysubtypes pyswisseph
    pytablewriter pytailwindcss pytapo pytds pytelegrambotapi pytenable pytensor pyteomics
    pytesseract pytest pytestrail pythainlp python pythonlibcore pythonnet pythonpath pythonping
    pythran pytimeparse pytket pytokens pytoml pytool pytoolconfig pytools pytorch pytransform
    pytrec pytrends pyttsx pytube pytubefix pytun pyturbojpeg pytweening pytype pytzdata pyuca
    pyudev pyudorandom pyunormalize pyunpack pyupgrade pyusb pyuwsgi pyvalid pyventus pyvers pyverse
    pyvespa pyvex pyvips pyvirtualdisplay pyvis pyvisa pyvista pyviz pyvmomi pywatchman pywavelets
    pywebpush pywebview pywikibot pywin pywinauto pywinpty pywinrm pyworld pywxdump pyxdg pyxero
    pyxirr pyxlsb pyxlsx pyxnat pyxtal pyyaml pyyml pyzabbix pyzbar pyzipcode pyzipper pyzmq
    pyzotero pyzstd pyzxing qapps qasync qbittorrent qbusiness qconnect qdarkstyle qdldl qdrant
    qhull qianfan qified qiskit qjobs qpsolvers qrcode qsapi qstash qtawesome qtconsole qthelp quacc
    quack quadprog quadtree quality qualname quandl quansync quantities quantize quantlib quanto
    quantstats quantulum quantum quart quartz quaternion qubit qudida queries query querycount
    querystring querystringify questdb question questionary quests queue queuelib quick quickbooks
    quickjs quicklookthumbnailing quickselect quicksetup quicksight quill quinn quirks quota quotas
    quote quotes qutip rabin racer radash radio radish radix radon ragas ragie ragstack railroad
    rails raindrop rambda ramda randexp random randomatic randombytes randomfill randomly randomname
    randomstring randomuuid range rangefilter rangehttpserver ranger ranges rangeslider ranking
    rapidata rapidfuzz rapidjson rapidocr rapids rapidyaml rapier rarfile rasterio rasterstats
    ratelim ratelimit ratelimiter ratio rattler rauth raven rawlist rawpy razorpay rbloom rbush
    rclone rcssmin rdbms rdflib rdkit reach reachable react reactcss reactflow reaction reactive
    reactivex reactivity readabilipy readability readable readchar readdir readdirp reader readers
    readerwriterlock readfiles readiness readline readlink readme readonly realesrgan realpath reals
    realtime realtimestt reanimated reasons reauth rebeccapurple rebuild recaptcha recast recharts
    rechoir rechunker recipes recma recognition recognizer recommend recommendations recommended
    recommenders recommonmark reconciler record recording recordlinkage records recovery
    recoveryservices recoveryservicesbackup rectangle rectpack recurly recurrence recurring
    recursion recursive recyclerlistview redact redbaron redbeat redefine redent redeyed redfish
    redhatopenshift rediraffe redirect redirects redis redisenterprise redisvl redlock redoc redocly
    redshift reduce reductoai redux reduxjs redwood reedsolo refactor reference referencing
    refgenconf reflect reflection reflex reflink reformat refractor refresh reftools regblock
    regenerate regenerator regex regexp regexparam regexploit regexpp regexpu region regional
    register registry regjsgen regjsparser regress regressions regular rehackt rehype reimplemented
    reinterpolate reinterval reject rejection rejson rekognition rekor relateurl relative relay
    release releases reliability reload reloaded remap remapping remark remarkable rembg remeda
    remedial remend remirror remix remorph remote remotedata remotezip remoulade remove
    removealiases rename render renderer renderkid renovatebot rentdynamics reown repair repath
    repeat repeated repeater repeaterjs repeating replace replay replaykit replicate replication
    reply report reporter reporters reporting reportlab reportlog reportportal reports repository
    repostspace repoze request requester requests requestsexceptions require requireg requireindex
    requirejs requirements requires requizzle reraise reredirects reretry rerun rerunfailures
    resampler resampy rescale resedit reselect resemblyzer resend reservations reserved reset
    reshaper resiliencehub resiliparse resizable resize resizer resolution resolvable resolve
    resolvelib resolver resolvers resource resourcedetector resourcegraph resourcegroupstaggingapi
    resourcehealth resources respawn respect response responselike responses responsive respx
    restart restate restclients restfly restful restfulclient restify restore restparam restpy
    restricted restrictedpython restructure restructuredtext restx result results resumable resvg
    retail retell retext retina retinaface retries retrieval retriever retrievers retry retryfailed
    retryhttp retrying rettime return returns reuse reuseable reusify revalidator reverse reversion
    revgrad review reviewer revision rewind rework rewriter rewriting rfdetr rgbcolor rhumb ribaudo
    right rignore rimraf ringbufferjs ringcentral rioxarray ripemd ripgrep ripgrepy ripple riscv
    rison river rjieba rjsmin rlbot rlpycairo roarr roastcoffea robocop robocorp roboflow
    robotframework roboto robots robotspy robust rocketchat rocketreach rocksdict rocrate
    rolesanywhere rollbar rolldown rollup roman romanize ropgadget ropwr rosbags rosetta rospkg
    rotary rotate rotator rouge roughjs rounders roundrobin route router routers routes routing
    roving rpaframework rpmfile rrdom rrule rrweb rsbuild rslex rslog rspack rstcheck rtbfabric
    rtest rtfde rtfparse rtlcss rtoml rtree rtsao ruamel rubicon rubric rudder ruler rules
    rulesconfig ruleset rulesets rumdl runai runed runez runfiles runlayer runloop runner running
    runpod runstats runtime runtype runwayml ruptures rushstack rustworkx ruyaml sacrebleu
    sacremoses safari safaridriver safariservices safedelete safehttpx safer safetensors safety
    safetykit sageattention sagemaker salad salamandra salesforce salib salty samba sambanova sample
    sampleproject sampler samplerate samplomatic samsam samverschueren sandbox sandboxes sanic
    sanitize sanitizer sanity sankey sarge sarif saslprep saspy satisfied satisfies satori saucelabs
    saver savingsplans saxes saxonche sbvirtualdisplay scaffold scala scalar scalars scale scalebar
    scalecodec scalene scales scandir scanner scanpy scantree scapy scarf sccache scenedetect
    scenekit schedula schedule schedulefree scheduler schema schemachange schemadisplay
    schemainspect schemaregistry schemas schemasafe schemathesis schematics schemdraw scheme
    scholarly schulz schummar schwifty science scikeras scikit scipy scmrepo scons scooby scope
    scoped scoping score scourgify scout scramp scrapbook scrapegraph scraper scrapfly scrapingbee
    scrapling scrapy screen screencapturekit screener screenfull screeninfo screens screensaver
    screenshot screenshoter screentime script scriptingbridge scripts scroll scrollbar scroller
    scrollparent scrubadub scrypt scslre scuid scule scure scurry scverse scylla sdbus sdnotify
    seaborn search searcher searchfield searchkit secantusdb secret secretlint secrets
    secretsmanager secretstorage section sector secure securegroups securesystemslib securetar
    security securitydomain securityfoundation securityhub securityinterface securitylake securityui
    secweb sedona seeded seedir seedrandom seekablehttpfile seekpath seeuletter segment segmentation
    segmented segments segno segtok segyio sekizai selderee select selectable selected selection
    selectolax selector selectors selenium seleniumbase seleniumlibrary seleniumtestability
    selfsigned selinux selling semantic semantics semaphore semchunk semgrep semifies sempy semver
    sendgrid sendsafely sensai sensitive sensitivecontentanalysis sensor sentence sentencepiece
    sentinel sentinels sentry separated separator sepaxml seqeval seqio sequelize sequence sequencer
    sequences sequin serde serial serialised serializable serialization serialize serializer
    serializers serializinghtml series seroval serpapi serpent serpyco serve server serverless
    serverlessrepo serversdk service servicebus servicecatalog servicediscovery servicefabric
    servicefabricmanagedclusters servicelinker servicemanagement servicer services serving sesame
    session setctime setfit setimmediate setoptconf setproctitle setprototypeof settings settle
    settled setup setupmeta setuptools sfctl sftpserver sglang sgmllib sgqlc shadcn shadow shallow
    shallowequal shamir shandy shape shapely shard share shared sharedwithyou sharedwithyoucore
    shareplum sharepy sharing sharp shasum shazamkit shebang sheet shell shellcheck shellescape
    shellingham shelljs shellwords shelved sherpa shexjsg shfmt shiboken shield shift shiki shikijs
    shillelagh shimmer shimmy shims shiny shinychat shodan shopify shopifyapi short shortest
    shorthand shortid shortuuid shots should showdown shrub shtab shuding shuffle shutdown shutil
    shyaml sidecar sideway sidvind sigfig siginfo sigmund signal signale signaling signalr
    signalrcore signals signature signatures signedsource signer signers signin signing signxml
    sigstore sigtools silent silero silvia simctl simhash similar similarity simile simpervisor
    simple simplebar simpledbv simpleeval simplefix simpleflow simplegeneric simpleitk simplejpeg
    simplejson simplejwt simplekml simplepyble simplesat simplewebauthn simplification simplify
    simpy simsimd simspaceweaver simulator sinclair sindresorhus singer single singledispatch
    singlefile singlestoredb singleton sinon sinonjs siphash sister sisteransi sitemap sitter sized
    sizer sizzle skeleton sketches skills skinny sklearn skmeans skops skrub sktime skyfield
    skypilot slack slackclient slacker slackify slackweb slash slasher slashes slate sleep slice
    sliced slicer slicerator slick slide slider sling slorber slowapi slugger slugid slugify smaller
    smart smartlingapisdk smartsheet smartypants smartystreets smbprotocol smbus smdebug smithy
    smmap smolagents smooth smoothscroll smorest smpclient smplx smtplib snake snakebite snakecase
    snakemake snakemd snakeviz snapdragon snappy snappyjs snapshot snapshottest snaptime snaptrade
    sniffer sniffio snippet snitun snmpsim snowball snowballstemmer snowflake snowpark snowplow
    snuggs social socialmessaging socket socketio socketswap sockjs socks socksio sodapy software
    solace solana solar solara solders solid solidity solver somever sonarjs sonarqube sonic sonner
    sortable sortablejs sortast sortby sorted sortedcollections sortedcontainers sortedm sorter
    sorting soundanalysis sounddevice soundfile soupsieve source sourcemap sourcemaps sources soynlp
    space spacer spaces spacetrim spacy spake spandrel spanishconjugator spanner spark sparkaid
    sparkdantic sparkles sparklines sparkmeasure sparkorm sparqlslurper sparqlwrapper sparse
    sparsediffpy spatial spawn spawnd spawndamnit speakeasy speakingurl special specification
    specifications specificity specs spectacular spectate spectator spectral spectree speech
    speechbrain speechmos speechrecognition speed speedline speedtest speedups spelling spglib
    sphere sphinx sphinxcontrib sphinxemoji sphinxext spider spiel spinbutton spinner spinners
    splash splaytree splicer spline splinebox splink splinter split splitio splitter splitters
    splunk sponge spotinst spotipy spread spring sprintf spritekit spsdk spython sqids sqlacodegen
    sqladmin sqlakeyset sqlalchemy sqlbag sqlcommenter sqlean sqlfluff sqlfmt sqlglot sqlglotc
    sqlglotrs sqlite sqlitedict sqllineage sqlmesh sqlmodel sqloxide sqlparams sqlparse sqlserver
    sqlstring sqltools sqltrie sqlvirtualmachine square squareup squarify squash squawk squeeze
    squirrel srcset srptools srsly sseclient sshconf sshfs sshlibrary sshpk sshpubkeys sshtunnel
    sslpsk sslserver sspilib stable stablelib stack stackback stackblur stackframe stackprinter
    stacks stacktrace stacktracey stactools staged stagehand stamina stamp standalone standard
    standardized standardjson standards standardwebhooks stanio stanza starkbank starlark starlette
    starrocks starsessions start startcase starter startup state statehood stately statemachine
    statements static statici statics statistics stats statsd statsforecast statshog statsig
    statsmodels status statuses stdeb stdin stdlib stdlibs stdnum stdout stealth stealthy stega
    stemmers stencil steno stepfunctions stepped steps stestr stevedore stick sticky stickyfill
    stimulus stockfish stockstats stomp stone stopit stoplight stoppable stopwatch storage
    storagegateway storages store storekit stores storybook stpyv stqdm strands strategies strategy
    stravalib strawberry strcase streak stream streamdown streamer streamerate streaming
    streamingjson streamlink streamlit streamparser streamroller streams streamsearch streamsets
    streamx strength strenum stretch stretchable strict strictyaml strike strikethrough string
    stringcase stringify strings stringstream stringzilla strip stripe striprtf
    stripsensitiveliterals striptags strnum strong strsimpy strtok structlog structs structured
    structures sttable stubborn stubgen stubs studio stumpy style styled styleframe styleguide
    stylehacks stylelint styleq styles stylesheet styling stylis stylistic stylus stytch subaccounts
    subarg subdir subgraph submitit subpackage subprocess subresource subscribable subscript
    subscription subscriptions subset substitution substrait substrate subtag subtests subtext
    subtokenize subunit sucrase sudachidict sudachipy sugar sugarss suggestion suggestions
    sumchecker summarization sumologic sumtypes sunau sunos sunshine suntimes supabase supafunc
    super superagent superb supercharge supercluster superjson superqt supers superscript superset
    superstatic superstruct supertest supertokens supervisely supervision supervisor supervisord
    supplychain support supported supports surge surma survival surya suspend suspense svelte
    sveltejs svgdotjs svgelements svglib svgpathtools svgwrite swagger swaggerexpert swanlab swapper
    swebench sweepline sweetalert swesmith swift swiftclient swifter swipeable swiper switch swizzle
    sybil syllapy symbol symbolicate symbols symengine symfc symlink symlinks sympy symspellpy
    synapse synapseml syncer synchronicity synchronous synckit syncpack syncservices syntaqlite
    syntax synthetics syrupy sysmonit system systemconfiguration systemd systemextensions
    systeminformation systemjs systemrdl systems systray sysvars szmarczak tabbable tabcompleter
    table tableau tableauhyperapi tableauserverclient tabledata tabler tables tableschema tablib
    tabmat tabpfn tabula tabular tabulate tabulator tagfilter tagged tagger tagging taggit taichi
    tailer tailwind tailwindcss taint talisman tangents tangled tanstack tantivy tapable taplo
    tarball tarbz tardis tarfile target targeting targets targz tarsafe taskcluster taskflow
    taskgraph taskgroup taskipy taskiq taskmonitor taskqueue tasks tatsu tavern tavily taxii
    taxsettings tbats tblib tbparse tbump tcmlib tcolorpy tcomb tdigest teamcity teamwork techdocs
    technical techteamer tecton tedious tediousjs teeny telebot telecom telegram telegramify
    telejson telemetry telepath teleport telesign telesignenterprise telethon telnetlib telnyx
    tempfile template templated templater templates templatesettings templatespecs templating tempo
    tempora temporal temporalio tempy tenacity tenants tencentcloud tendo tensorboard tensorboardx
    tensordict tensorflow tensorflowjs tensorizer tensorly tensorrt tensors tensorstore tentaclio
    teppeis teradata teradataml teradatasql teradatasqlalchemy termcolor terminado terminal
    terminals terminaltables terminator terminus terms ternary terra terraform terrier terser
    tesselate tesseract tesserocr testclient testcontainers testenv tester testfixtures testim
    testinfra testing testmon testpath testr testrail testresources testrunner tests testscenarios
    testtools textanalytics textarea textarena textblob textdistance textdocument texterrors
    textextensions textfield textfsm textile textkit textlint textmate textparser textract
    textractor textsearch textsplitters textstat texttable texttospeech textual textwrap textx
    tfrecord tftest tftpy tgcrypto theano thefuzz theguild theme themes theming thenable thenby
    thenify theory there thinc thing thingies third thirty thread threaded threading threadleak
    threadloop threadnetwork threadpoolctl threads three threshold thrift thriftpy thriftrw throat
    throttle throttled throttleit throttler throttlex throttling through thumbnail thumbnails thunk
    thunky tianshou tickflow tidyexc tifffile tightrope tiktoken tilde tildify tileiras tilelang
    tiler timeago timed timegrid timeout timeouts timer timers times timeseries timestamper
    timestream timezone timezonefinder timing timsort tinker tinkerpop tinsel tinybench tinycolor
    tinycss tinydb tinyexec tinyglobby tinygradient tinyhtml tinyhttp tinymce tinynetrc tinypool
    tinyqueue tinyrainbow tinysegmenter tinyspy tinytag tinytuya tinyxml tippy tippyjs tiptap title
    titlecase titleize tkinterdnd tldextract tldts tlhunter tlparse tlslite tmpdir toast toastify
    tocbot together toggle togglebutton toidentifier tokamax token tokencost tokenize tokenizer
    tokenizers tokens tokenspeed tokie tombi tomesd tomli tomlkit tonyg toolbar toolbars toolbelt
    toolbox toolguard toolkit tools tooltip tooluniverse toolz toons tootallnate topath topojson
    topology toposort torch torchao torchaudio torchax torchcodec torchconnectorclient torchcrepe
    torchdata torchdiffeq torcheval torchft torchinfo torchlibrosa torchmetrics torchprofile
    torchrec torchrl torchsde torchtext torchtnt torchtune torchvision torchviz torchx toreversed
    tornado tornasync tortoise tortoiseorm tosorted tosource tostringtag total totalist touch tough
    tower towncrier toxic trace traceback traceloop tracer tracerite tracing tracker tracking
    trackio tracks trade trader tradingview trafaret trafficmanager trafilatura trailing trailrunner
    train trainer training traitlets traits traittypes trame trampoline transaction transactional
    transactions transcoder transcribe transcript transfer transferable transform transformer
    transformers transforms transition transitions translate translated translation translations
    translationstring translator transliterate transparent transpiler transport transporter trash
    traverse trcli treasury treebeard treeify treelib treelite treepoem trees treescope treetable
    treeverse triad triangle trianglesolver trickkiste tricks trigger triggers trigonometric trimend
    trimesh trimleft trimright trimstart trino triple triton tritonclient trivago trogon troika
    troposphere trough trouter trove truefoundry truly truncate truss trustcall trusted
    trustedadvisor trustme truststore trycourier trysound tsconfck tsconfig tsdoc tsdown
    tsdownsample tsfresh tsgolint tslearn tslib tslint tslog tsquery tsscmp tstrings tsutils
    tsyringe ttach ttkbootstrap ttlcache tufjs tuner tunix tunnel tuple turbo turbopuffer turndown
    tushare tuspy tuspyserver tweaks tween tweenjs tweepy tweetnacl twelvelabs twiddle twiggy twikit
    twilio twine twirp twisted twister twofish twython txaio txtorcon tybys typanion typeahead
    typeapi typebox typed typedarray typedload typedoc typedspark typeguard typehints typeid typeof
    typeorm typepy typer types typescript typesense typeshed typespec typewise typical typing
    typings typish typography typos typst tyriar tzdata tzfpy tzlocal tzwhere uamqp ubiquerg ubjson
    ucast ucimlrepo udapi udtools uglify uglifyjs uharfbuzz uhashring uhyphen uiautomation
    uiautomator uidotdev uipath ujson ultimate ultrahtml ultralytics ultron umzug unauthenticated
    unbabel unbox unbzip uncached uncalled uncertainties unclecode uncompyle unconfig uncontrollable
    uncrypto unctx uncurl undeclared undefsafe underline underscore undertaker undetected undici
    unearth unenv unescape unescaped unfetch unfold ungap unhandled unhead unherit unicode
    unicodecsv unicodedata unicodedataplus unicon unicorn unidecode unidic unidiff unification
    unified unifont uniformtypeidentifiers unimport union unionfs uniqby uniqid uniqs unique
    uniqwith unist unitbezier unitless units unittest unitycatalog universal universalify unixify
    unixsocket unkink unleashclient unless unload unlzw unordered unorm unoserver unpack
    unpaddedbase unparser unpipe unplugin unquote unraw unrun unsafe unscopables unset unsloth
    unstorage unstructured untangle until untildify untokenize untun untyped unused unwasm unzip
    unzipper upath update updated updater updates upgrade upgradecheck upgrader upload upper
    upperfirst uproot upstash uptime uptrace urdfdom urijs uritemplate uritools urlextract urllib
    urlobject urlpattern uroman urwid usaddress usage usagereporting usearch useful usehooks
    uselesscapitalquiz useragent userhome username usernotifications usernotificationsui userpath
    users usort uszipcode utila utilities utility utils utilsforecast utrie uuidv uvicorn uvloop
    uwsgi vadersentiment vagrant valibot valid validate validation validator validators valkey
    valohai valtio value values vanilla vanna vantage vapid variables variadic variance variant
    variants varint varname vasprun vastai vault vbuild vcrpy vcver vector vectorbt vectordb vectors
    vectorsearch vegafusion vendor vendors venusian veracode verbose verboselogs vercel verdaccio
    verification verifiedpermissions verifier verifiers verify verilog verlib vermin verror version
    versionedobjects versioneer versionfile versioning versioningit versions verspec vertex vertexai
    vertica vertical vesin vestapol vfile vhacdx victory victron video videointelligence videojs
    videosubscriberaccount videotoolbox viewer viewflow viewport views vimeo vininfo vinyl virtual
    virtualenv virtualization virtualized virtualizer virtuoso viser visible vision visions visit
    visitor vispy visualdl visualizer visually vitals vitefu vitejs vitest vizion viztracer vkbottle
    vlmrun vncdotool vnstock vobject vocab vocos voice volar volcengine vollib voluptuous vonage
    voronoi vortex voxel voyageai vscode vuedraggable vuetify vueuse vulture vyper wadler wadllib
    waffle wagtail waiter waiting waitress walkdir walker wallet walletconnect wallets wandb warcio
    warlock warning warnings wasabi wasmer wasmtime wassima watch watchdog watcher watchfiles
    watchgod watchman watchpack watchtower waterfall watermark watskeburt watsonx waybackpy wbcore
    wbdata wcmatch wcswidth wcwidth weakmap weakref weakset weasel weasyprint weatherforecast weave
    weaviate webapi webapp webargs webassemblyjs webassets webauthn webchannel webcolors webcrypto
    webdataset webdav webdavclient webdriver webdriverio webencodings webengine webexpythonsdk
    webexteamssdk webextension webfontloader webframeworks webgl webgpu webhook webhooks webidl
    webkit weblate webob webpack webpackbar webpubsubservice webrisk webrtc webrtcvad webserver
    websocket websockets websockify websupport webtest webui webview webvtt webxr wechatpayv
    wechatpy weekly weight wellarchitected welldone wemake werkzeug wetext whales whatthepatch
    whatwg wheel wheels whenever which whichcraft whiskeysockets whisper whisperx white whitenoise
    whitespace whois whool whoosh whoots whylogs wickr widest widget widgets widgetsnbextension
    width wikipedia wildcard willow wimpy wincertstore window windows winkerberos winkler winrm
    winrt winston wireguard wiremock wirerope wisdom within without withrequired wizard wmctrl wmill
    wojtekmaj wolframalpha wonderwords wonka woocommerce wordcloud wordfreq wordlists wordninja
    words wordwrap wordwrapjs workadays workalendar workbox workdocs worker workerd workerpool
    workers workflow workflows workitems worklets workmail workmailmessageflow workos works
    workspace workspaces world wormhole wouter wrangler wrapper wrappers wrappy wrapt wreck writable
    write writer wslink wsproto wtforms wurlitzer wxpython xarray xatlas xattr xcase xcode xcpretty
    xdist xdoctest xdrlib xenon xfail xformers xgboost xgrammar xhmikosr xhtml xinference xkcdpass
    xlsxwriter xlutils xlwings xmlbuilder xmlchars xmlcreate xmldiff xmldoc xmldom xmlfile
    xmlhttprequest xmljson xmlparser xmlrunner xmlschema xmlsec xmlserializer xmltodict xmltojson
    xmlunittest xmodem xobotyi xonsh xopen xorshift xpath xpress xprocess xprof xradar xregexp
    xrootd xsdata xstate xtend xterm xvfbwrapper xxhash xxhashjs xxtea xyflow xyzservices yacman
    yaeti yagmail yahooquery yallist yamale yamlcore yamlfix yamljs yamllint yamlloader
    yamlordereddictloader yamux yandex yandexcloud yappi yargs yarnpkg yasoo yaspin yattag yauzl
    ydata yeast yellowbrick yeoman yfinance yfmcp yggdrasil yocto yoctocolors yolov youch yourdfpy
    youtube ytdlp ytmusicapi ytsaurus zabbix zalgo zappa zcbor zconfig zebra zendesk zenoh zenpy
    zensical zeptomatch zerobouncesdk zerobus zeroconf zhead zhipuai zigate ziglang zigpy
    zimmerframe zindex zipcodes zipfile zipkin zipstream zizmor zkochan zlibjs zodbpickle zonal
    zoneinfo zopfli zrender zstandard zthreading zulip zustand zwitch zxcvbn zxing
    """.split()
)

POPULAR_PACKAGES = frozenset(
    """
    abbrev accelerate accepts acorn aenum agate aioboto aiobotocore aiodns aiofile aiofiles
    aiohappyeyeballs aiohttp aioitertools aiosignal aiosqlite alabaster alembic altair anthropic
    anyio anymatch appdirs apscheduler argcomplete argparse arrify arrow asgiref astor astroid
    asttokens async asyncio asynckit asyncpg attrs authlib autoprefixer awscli awswrangler axios
    babel backoff bandit bcrypt beartype beautifulsoup bidict billiard bitarray black bleach blinker
    bluebird boltons boolbase botocore boxen braces bracex brotli browserslist buffer build bytecode
    bytes cacache cachecontrol cachetools callsites camelcase catalogue cattrs celery certifi chalk
    chardet chokidar chownr click cliui clone cloudpathlib cloudpickle cmake codegen cohere color
    colorama coloredlogs colorette colorlog colors commander commons compressible compression
    confection configargparse connect console contourpy cookie cosmiconfig coverage cramjam
    crashtest croniter cryptography cssesc cssom cssselect cssstyle csstype cwsandbox cycler
    cyclopts cymem cython dacite datadog datasets dateparser dayjs ddtrace debug debugpy decamelize
    decorator dedent deepdiff deepmerge defaults defusedxml deltalake deprecated deprecation dequal
    destroy diskcache distlib distro django djangorestframework dnspython docker doctrine docutils
    domelementtype domhandler domutils dotenv duckdb dulwich durationpy eastasianwidth ecdsa
    editables einops elasticsearch emittery encodeurl entities entrypoints envier environment
    esbuild escalade escodegen eslint eslintrc espree esprima esquery esrecurse estraverse estree
    esutils eventemitter events exceptiongroup execa execnet executing expect express extend faker
    fakeredis fastapi fastar fastavro fastcore fastjsonschema fastmcp fastq fastuuid figures
    filelock filetype finalhandler findpython flake flask flatbuffers flatted fonttools forwarded
    freezegun fresh frozendict frozenlist fsspec future gaxios gcsfs generator gensync gevent ghapi
    gitdb gitpython globals globalthis globby graphemer graphene graphviz greenlet griffe griffelib
    grpcio grpclib gspread gunicorn hasown hatch hatchling helpers hiredis holidays hpack htmlparser
    httpcore httplib httptools httpx humanfriendly humanize hyperframe hyperlink hypothesis identify
    ignore ijson imageio imagesize immutabledict imurmurhash inflect inflection inflight inherits
    iniconfig inquirer installer instrumentation invoke ipykernel ipython ipywidgets isarray isexe
    isobject isodate isoduration isort itsdangerous jackspeak jeepney jinja jiter jmespath joblib
    joserfc jpype jsdom jsesc jsonfile jsonpatch jsonpickle jsonpointer jsonref jsonschema
    jsonwebtoken junitparser jupyterlab jwcrypto keras keyring kiwisolver kleur kombu kubernetes
    langchain langfuse langgraph langsmith leather leven levenshtein libcst librt lilconfig limits
    litellm llvmlite lockfile lodash logfire loguru makeerror markdown markdownify markupsafe
    marshmallow mashumaro matplotlib maxminddb mccabe mdurl merge mergedeep methods micromatch
    minimatch minimist minipass minizlib mistralai mistune mkdirp mlflow modal mpmath msgpack
    msgspec msrest msrestazure multidict multiprocess murmurhash mysqlclient nanoid narwhals natsort
    nbclient nbconvert nbformat negotiator networkx ninja nodeenv notebook numba numpy nwsapi
    oauthlib omegaconf onetime onnxruntime openai opencensus openpyxl optionator oracledb orjson
    ormsgpack oscrypto outcome overrides packaging pandas pandocfilters parameterized paramiko parse
    parseargs parsedatetime parser parseurl parso passlib pathable pathe pathos pathspec
    pathvalidate patsy pdfplumber peewee pendulum pexpect pgvector phonenumbers picocolors picomatch
    pillow pinotdb pipenv pirates pkginfo platformdirs playwright plotly pluggy pluginutils poetry
    polars portalocker postcss postgrest posthog preshed prettier prettytable process progressbar
    prompts propcache protobuf protobufjs psutil psycopg ptyprocess punycode pyarrow pyasn pyathena
    pybase pybind pybreaker pycares pycodestyle pycountry pycparser pycryptodome pycryptodomex
    pydantic pydeck pydocket pydub pydyf pyflakes pygithub pygments pyhumps pyiceberg pyjwt pylint
    pymongo pymssql pymupdf pymysql pynacl pyodbc pyopenssl pyotp pyparsing pypdf pypdfium pyperclip
    pyphen pyproj pyright pyroaring pyrsistent pysocks pyspark pyspnego pytest pytimeparse pytokens
    pytzdata pywin pyyaml pyzmq qrcode querystringify randombytes rapidfuzz react readdirp realtime
    redent redis referencing regex regexpp regjsparser remapping reporters reportlab requests
    resolve resources responses retry retrying reusify rignore rimraf rollup runner runtime
    safetensors sagemaker saxes scheduler schema schemas scipy scramp seaborn secretstorage selenium
    semgrep semver sendgrid sentencepiece setimmediate setproctitle setprototypeof setuptools sglang
    shapely sharp shellingham simplejson sisteransi slash smmap snapshot sniffio snowballstemmer
    socks sortedcontainers soupsieve spacy sphinx split sqlalchemy sqlglot sqlparse srsly sshtunnel
    starlette statsmodels statuses stevedore storage streamlit strenum strictyaml stripe strnum
    structlog supabase swebench sympy synchronicity tableauserverclient tabulate tailwindcss tapable
    tblib template temporalio tenacity tensorboard tensorflow termcolor terminado terser
    testcontainers texttable textual thinc threadpoolctl thrift through tifffile tiktoken tinycss
    tinyexec tinyglobby tinyhtml tinyrainbow tldextract toidentifier tokenizers tomli tomlkit toolz
    torch torchvision tornado traitlets transform transformers traverse triton tslib twilio twine
    typebox typedload typeguard typer types typescript tzdata tzlocal ujson undici unidecode unidiff
    unist universalify unpipe uritemplate urllib userpath utils uvicorn uvloop validators virtualenv
    vitest walker wandb watchdog watchfiles watchpack watchtower wcmatch wcwidth weasel weasyprint
    webcolors webencodings webpack websockets werkzeug wheel which widgetsnbextension wordwrap
    wrappy wrapt wsproto wtforms xarray xgboost xlsxwriter xmlbuilder xmlchars xmltodict xtend
    xxhash yallist yamllint yandexcloud yargs yfinance zopfli zstandard
    """.split()
)
