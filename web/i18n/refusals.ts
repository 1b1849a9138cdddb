// The API's refusals in the reader's language (docs/decisions/060-refusals-and-visitors-mail-in-their-language.md).
// The API words a refusal in English, word for word from the specification (the messages of contract/
// and of the worker's concerns); the app knows a refusal by that English and shows it in the language the
// app speaks. Each refusal has a descriptor here whose English is the API's —
// test/worker/refusal-words.test.ts holds every one to it and lists the messages that are no refusal —
// and a placeholder ({contact}, {provider}) is read back out of the English; a limit is written into
// each language's text. What a success says (a 2xx answer's `msg`) is known the same way, by its English
// (docs/decisions/068-what-a-success-says-in-the-readers-words.md), and so are an import's notes. A message
// the API builds from parts holds words of their own in some placeholders ({reason}, {label}, {field}):
// those are read through the table again, so the whole reads in the reader's words
// (docs/decisions/057-languages.md).
// A refusal that is a page's text already (an address that is no address) is translated there. Anything
// else — a refusal newer than this table, a server's own words — shows as it came. The table is a chunk
// of its own, fetched with another language's catalog (refusal-words.ts): an English reader, who reads
// the refusals as they come, never downloads it. Its messages' words are an area of each catalog that comes
// with it, not with the app's words (web/i18n/catalogs.ts): a message here takes one of the area's id
// prefixes (`wordsAreaOf`, vite-plugins/message-catalogs.ts), and no other file says one.
import { defineMessages, type MessageDescriptor } from "#contract/i18n/define";
import { sourceLocale } from "#contract/i18n/locales";
import type { MessageValues, Translate } from "#contract/i18n/translate";
import { pageTexts } from "#contract/page/texts";

const refusalTexts = defineMessages({
  requestNetworkError: { id: "app.refusal.request.networkError", defaultMessage: "Network error. Please try again." },
  requestReviewFields: {
    id: "app.refusal.request.reviewFields",
    defaultMessage: "Please review the highlighted fields.",
  },
  requestNotFound: { id: "app.refusal.request.notFound", defaultMessage: "Not found" },
  requestServerError: {
    id: "app.refusal.request.serverError",
    defaultMessage: "Something went wrong on our side. Please try again.",
  },
  requestInvalidJson: { id: "app.refusal.request.invalidJson", defaultMessage: "The request body is not valid JSON." },
  requestJsonRequired: {
    id: "app.refusal.request.jsonRequired",
    defaultMessage: "Send the request body as JSON (Content-Type: application/json).",
  },
  requestBodyTooLarge: { id: "app.refusal.request.bodyTooLarge", defaultMessage: "The request body is too large." },
  requestCrossOrigin: { id: "app.refusal.request.crossOrigin", defaultMessage: "Cross-site requests are not allowed." },
  requestRegistrationClosed: {
    id: "app.refusal.request.registrationClosed",
    defaultMessage: "Registration is currently closed.",
  },
  requestAdminRequired: { id: "app.refusal.request.adminRequired", defaultMessage: "Admin access required" },
  requestNotSignedIn: { id: "app.refusal.request.notSignedIn", defaultMessage: "Please log in to continue." },
  requestNotWhileImpersonating: {
    id: "app.refusal.request.notWhileImpersonating",
    defaultMessage: "Not allowed while impersonating.",
  },
  requestAdminNeeds2fa: {
    id: "app.refusal.request.adminNeeds2fa",
    defaultMessage: "Set up two-factor authentication to use the admin area.",
  },
  accountEmailRequired: { id: "app.refusal.account.emailRequired", defaultMessage: "Email is required." },
  accountEmailTooLong: {
    id: "app.refusal.account.emailTooLong",
    defaultMessage: "Email must be at most 254 characters.",
  },
  accountUsernameRequired: { id: "app.refusal.account.usernameRequired", defaultMessage: "Username is required." },
  accountUsernameLength: {
    id: "app.refusal.account.usernameLength",
    defaultMessage: "Username must be 3-30 characters.",
  },
  accountUsernameCharacters: {
    id: "app.refusal.account.usernameCharacters",
    defaultMessage: "Use only letters, numbers, hyphens and underscores.",
  },
  accountUsernameReserved: { id: "app.refusal.account.usernameReserved", defaultMessage: "This username is reserved." },
  accountUsernameTaken: { id: "app.refusal.account.usernameTaken", defaultMessage: "This username is already taken." },
  accountEmailTaken: {
    id: "app.refusal.account.emailTaken",
    defaultMessage: "An account with this email already exists.",
  },
  accountPasswordRequired: { id: "app.refusal.account.passwordRequired", defaultMessage: "Password is required." },
  accountPasswordLength: {
    id: "app.refusal.account.passwordLength",
    defaultMessage: "Password must be 6-128 characters.",
  },
  accountPasswordStrength: {
    id: "app.refusal.account.passwordStrength",
    defaultMessage: "Password needs an uppercase letter, a lowercase letter and a number.",
  },
  accountIdentifierRequired: {
    id: "app.refusal.account.identifierRequired",
    defaultMessage: "Email or username is required.",
  },
  accountInviteRequired: { id: "app.refusal.account.inviteRequired", defaultMessage: "Invite code is required." },
  accountInviteInvalid: { id: "app.refusal.account.inviteInvalid", defaultMessage: "This invite code is not valid." },
  accountPasswordsDoNotMatch: {
    id: "app.refusal.account.passwordsDoNotMatch",
    defaultMessage: "Passwords do not match",
  },
  accountInvalidResetToken: { id: "app.refusal.account.invalidResetToken", defaultMessage: "Invalid reset token" },
  accountNoVerificationToken: {
    id: "app.refusal.account.noVerificationToken",
    defaultMessage: "No verification token provided.",
  },
  profileTitleRequired: { id: "app.refusal.profile.titleRequired", defaultMessage: "Title is required" },
  profileTitleTooLong: { id: "app.refusal.profile.titleTooLong", defaultMessage: "Max 100 characters" },
  profileUrlRequired: { id: "app.refusal.profile.urlRequired", defaultMessage: "URL is required" },
  profileUrlInvalid: { id: "app.refusal.profile.urlInvalid", defaultMessage: "Enter a valid URL" },
  profileUrlScheme: { id: "app.refusal.profile.urlScheme", defaultMessage: "Use http, https, mailto, tel or sms" },
  profileAvatarTooLarge: { id: "app.refusal.profile.avatarTooLarge", defaultMessage: "Max file size is 2MB." },
  profileUrlTooLong: { id: "app.refusal.profile.urlTooLong", defaultMessage: "URL must be at most 2048 characters." },
  profileBioInvalid: { id: "app.refusal.profile.bioInvalid", defaultMessage: "Bio must be text." },
  profileDisplayNameInvalid: {
    id: "app.refusal.profile.displayNameInvalid",
    defaultMessage: "Display name must be text.",
  },
  profileDisplayNameTooLong: {
    id: "app.refusal.profile.displayNameTooLong",
    defaultMessage: "Display name must be at most 50 characters.",
  },
  profileDisplayNameControlCharacters: {
    id: "app.refusal.profile.displayNameControlCharacters",
    defaultMessage: "Display name can't contain control characters.",
  },
  profileBioTooLong: { id: "app.refusal.profile.bioTooLong", defaultMessage: "Bio must be at most 500 characters." },
  profileLinksInvalid: { id: "app.refusal.profile.linksInvalid", defaultMessage: "Links must be a list of links." },
  profileTooManyLinks: {
    id: "app.refusal.profile.tooManyLinks",
    defaultMessage: "A profile can have at most 50 links.",
  },
  profileAvatarNotUploaded: {
    id: "app.refusal.profile.avatarNotUploaded",
    defaultMessage: "Change the avatar by uploading an image.",
  },
  profileAvatarNotMultipart: {
    id: "app.refusal.profile.avatarNotMultipart",
    defaultMessage: "Upload the avatar as multipart/form-data with a file field named avatar.",
  },
  profileAvatarMissing: { id: "app.refusal.profile.avatarMissing", defaultMessage: "Choose an image file to upload." },
  profileAvatarWrongType: {
    id: "app.refusal.profile.avatarWrongType",
    defaultMessage: "Use a PNG, JPEG, GIF or WebP image.",
  },
  profileImageDamaged: {
    id: "app.refusal.profile.imageDamaged",
    defaultMessage: "This image is damaged or incomplete. Save it again, or use another one.",
  },
  profileImageTooManyPixels: {
    id: "app.refusal.profile.imageTooManyPixels",
    defaultMessage: "Use an image of at most 4096 × 4096 pixels.",
  },
  profileBrandingInvalid: {
    id: "app.refusal.profile.brandingInvalid",
    defaultMessage: "showBranding must be true or false.",
  },
  profileBrandingProOnly: {
    id: "app.refusal.profile.brandingProOnly",
    defaultMessage: "Hiding the branding is a Pro feature. Upgrade to Pro to change it.",
  },
  profileLinkIndexInvalid: {
    id: "app.refusal.profile.linkIndexInvalid",
    defaultMessage: "linkIndex must be the position of a link.",
  },
  profileLinkNotFound: { id: "app.refusal.profile.linkNotFound", defaultMessage: "Link not found" },
  profileSensitiveInvalid: {
    id: "app.refusal.profile.sensitiveInvalid",
    defaultMessage: "sensitive must be true or false.",
  },
  profileTitleControlCharacters: {
    id: "app.refusal.profile.titleControlCharacters",
    defaultMessage: "Title can't contain control characters.",
  },
  profileBioControlCharacters: {
    id: "app.refusal.profile.bioControlCharacters",
    defaultMessage: "Bio can't contain control characters.",
  },
  profileUrlControlCharacters: {
    id: "app.refusal.profile.urlControlCharacters",
    defaultMessage: "URL can't contain control characters.",
  },
  profileUrlUserInfo: {
    id: "app.refusal.profile.urlUserInfo",
    defaultMessage: "URL can't include a user name or password (the part before @).",
  },
  profileMailtoInvalid: {
    id: "app.refusal.profile.mailtoInvalid",
    defaultMessage: "Enter an e-mail address after mailto:, like mailto:you@example.com",
  },
  profilePhoneInvalid: {
    id: "app.refusal.profile.phoneInvalid",
    defaultMessage: "Enter a phone number after tel: or sms:, like tel:+15551234567",
  },
  profilePresetUnknown: { id: "app.refusal.profile.presetUnknown", defaultMessage: "Choose one of the themes." },
  profileAccentInvalid: { id: "app.refusal.profile.accentInvalid", defaultMessage: "Use a colour like #7c5cff." },
  profileTooManySocials: {
    id: "app.refusal.profile.tooManySocials",
    defaultMessage: "A profile can have at most 12 social icons.",
  },
  profilePlatformUnknown: { id: "app.refusal.profile.platformUnknown", defaultMessage: "Choose one of the platforms." },
  profileSocialUrlScheme: { id: "app.refusal.profile.socialUrlScheme", defaultMessage: "Use http, https or mailto" },
  profileSectionHasUrl: { id: "app.refusal.profile.sectionHasUrl", defaultMessage: "A section title has no URL." },
  profileTimeInvalid: {
    id: "app.refusal.profile.timeInvalid",
    defaultMessage: "Use an ISO 8601 time like 2026-12-01T09:00:00Z.",
  },
  profileEndsBeforeStart: {
    id: "app.refusal.profile.endsBeforeStart",
    defaultMessage: "The end must be after the start.",
  },
  profileTwoFeatured: {
    id: "app.refusal.profile.twoFeatured",
    defaultMessage: "Only one link can be in the spotlight.",
  },
  profileSectionFeatured: {
    id: "app.refusal.profile.sectionFeatured",
    defaultMessage: "A section title cannot be in the spotlight.",
  },
  profileSchedulingProOnly: {
    id: "app.refusal.profile.schedulingProOnly",
    defaultMessage: "Scheduling links is a Pro feature. Upgrade to Pro to schedule links.",
  },
  profileQrNeedsProfile: { id: "app.refusal.profile.qrNeedsProfile", defaultMessage: "Your page has no address yet." },
  profileThumbnailTooLarge: { id: "app.refusal.profile.thumbnailTooLarge", defaultMessage: "Max file size is 256 KB." },
  profileThumbnailNotMultipart: {
    id: "app.refusal.profile.thumbnailNotMultipart",
    defaultMessage: "Upload the thumbnail as multipart/form-data with a file field named thumbnail.",
  },
  profileThumbnailNotLink: {
    id: "app.refusal.profile.thumbnailNotLink",
    defaultMessage: "Only a link can show an image; sections and players cannot.",
  },
  profileVersionInvalid: {
    id: "app.refusal.profile.versionInvalid",
    defaultMessage: "version must be the page's version, a whole number from GET /api/profile.",
  },
  profilePageChanged: {
    id: "app.refusal.profile.pageChanged",
    defaultMessage:
      "Your page changed elsewhere (in another tab or device) since you opened it. Load the latest version, then make your changes again.",
  },
  audienceButtonTextRequired: {
    id: "app.refusal.audience.buttonTextRequired",
    defaultMessage: "Button text is required",
  },
  audienceButtonTextTooLong: { id: "app.refusal.audience.buttonTextTooLong", defaultMessage: "Max 40 characters" },
  audienceTwoSignupBlocks: {
    id: "app.refusal.audience.twoSignupBlocks",
    defaultMessage: "A page can have only one e-mail sign-up block.",
  },
  audienceSignupHasUrl: {
    id: "app.refusal.audience.signupHasUrl",
    defaultMessage: "An e-mail sign-up block has no URL.",
  },
  audienceSignupFeatured: {
    id: "app.refusal.audience.signupFeatured",
    defaultMessage: "An e-mail sign-up block cannot be in the spotlight.",
  },
  audienceSignupSensitive: {
    id: "app.refusal.audience.signupSensitive",
    defaultMessage: "An e-mail sign-up block cannot be marked 18+. Mark the whole page instead.",
  },
  audienceSubscriberNotFound: { id: "app.refusal.audience.subscriberNotFound", defaultMessage: "Subscriber not found" },
  audiencePageInvalid: {
    id: "app.refusal.audience.pageInvalid",
    defaultMessage: "page must be a whole number from 1.",
  },
  audiencePageSizeInvalid: {
    id: "app.refusal.audience.pageSizeInvalid",
    defaultMessage: "pageSize must be 20, 50 or 100.",
  },
  audienceWebhookProOnly: {
    id: "app.refusal.audience.webhookProOnly",
    defaultMessage: "Webhooks are part of Pro. Upgrade to Pro to send new subscribers to another service.",
  },
  audienceWebhookUrlInvalid: {
    id: "app.refusal.audience.webhookUrlInvalid",
    defaultMessage: "Enter a full https:// URL.",
  },
  audienceWebhookUrlNotHttps: {
    id: "app.refusal.audience.webhookUrlNotHttps",
    defaultMessage: "The webhook URL must start with https://.",
  },
  audienceWebhookUrlTooLong: {
    id: "app.refusal.audience.webhookUrlTooLong",
    defaultMessage: "The webhook URL can be at most 2048 characters.",
  },
  audienceWebhookUrlCredentials: {
    id: "app.refusal.audience.webhookUrlCredentials",
    defaultMessage: "The webhook URL can't include a user name or password.",
  },
  audienceWebhookUrlPrivate: {
    id: "app.refusal.audience.webhookUrlPrivate",
    defaultMessage: "The webhook URL must point to a public internet address, not a private or local one.",
  },
  audienceNoWebhook: { id: "app.refusal.audience.noWebhook", defaultMessage: "You have no webhook." },
  tipsTwoTipBlocks: { id: "app.refusal.tips.twoTipBlocks", defaultMessage: "A page can have only one tip block." },
  tipsTipHasUrl: { id: "app.refusal.tips.tipHasUrl", defaultMessage: "A tip block has no URL." },
  tipsTipFeatured: { id: "app.refusal.tips.tipFeatured", defaultMessage: "A tip block cannot be in the spotlight." },
  tipsTipSensitive: {
    id: "app.refusal.tips.tipSensitive",
    defaultMessage: "A tip block cannot be marked 18+. Mark the whole page instead.",
  },
  tipsAmountsRequired: { id: "app.refusal.tips.amountsRequired", defaultMessage: "Offer one to 4 amounts." },
  tipsAmountsTooMany: { id: "app.refusal.tips.amountsTooMany", defaultMessage: "Offer at most 4 amounts." },
  tipsAmountsRepeated: { id: "app.refusal.tips.amountsRepeated", defaultMessage: "Offer each amount once." },
  tipsAmountRange: {
    id: "app.refusal.tips.amountRange",
    defaultMessage: "Each amount is a whole number from 1 to 1,000.",
  },
  tipsCurrencyUnknown: { id: "app.refusal.tips.currencyUnknown", defaultMessage: "Choose USD, EUR or GBP." },
  tipsAllowCustomInvalid: {
    id: "app.refusal.tips.allowCustomInvalid",
    defaultMessage: "allowCustom must be true or false.",
  },
  tipsNoTipBlock: { id: "app.refusal.tips.noTipBlock", defaultMessage: "This page doesn't take tips." },
  tipsAmountNotOffered: {
    id: "app.refusal.tips.amountNotOffered",
    defaultMessage: "Choose one of the amounts offered.",
  },
  tipsCustomAmountRange: {
    id: "app.refusal.tips.customAmountRange",
    defaultMessage: "Enter a whole amount from 1 to 1,000.",
  },
  tipsCurrencyMismatch: {
    id: "app.refusal.tips.currencyMismatch",
    defaultMessage: "This page takes tips in another currency. Go back to the page and try again.",
  },
  tipsNameTooLong: { id: "app.refusal.tips.nameTooLong", defaultMessage: "Your name can be at most 50 characters." },
  tipsNameInvisible: {
    id: "app.refusal.tips.nameInvisible",
    defaultMessage: "Your name shows nothing. Leave it empty or write one.",
  },
  tipsNameControlCharacters: {
    id: "app.refusal.tips.nameControlCharacters",
    defaultMessage: "Your name can't contain control characters.",
  },
  tipsMessageTooLong: {
    id: "app.refusal.tips.messageTooLong",
    defaultMessage: "Your message can be at most 200 characters.",
  },
  tipsMessageInvisible: {
    id: "app.refusal.tips.messageInvisible",
    defaultMessage: "Your message shows nothing. Leave it empty or write one.",
  },
  tipsMessageControlCharacters: {
    id: "app.refusal.tips.messageControlCharacters",
    defaultMessage: "Your message can't contain control characters.",
  },
  tipsFormFromElsewhere: {
    id: "app.refusal.tips.formFromElsewhere",
    defaultMessage: "Tips can only be sent from this site.",
  },
  tipsCheckoutFailed: {
    id: "app.refusal.tips.checkoutFailed",
    defaultMessage: "We couldn't reach our payment provider. Nothing was charged; please try again.",
  },
  tipsConnectFailed: {
    id: "app.refusal.tips.connectFailed",
    defaultMessage: "We couldn't reach Stripe. Please try again.",
  },
  tipsNotOnboarded: {
    id: "app.refusal.tips.notOnboarded",
    defaultMessage: "Finish setting up your Stripe account first: press Connect with Stripe.",
  },
  apiTokenNameRequired: { id: "app.refusal.apiToken.nameRequired", defaultMessage: "Give the token a name." },
  apiTokenNameTooLong: {
    id: "app.refusal.apiToken.nameTooLong",
    defaultMessage: "The name must be at most 60 characters.",
  },
  apiTokenNameControlCharacters: {
    id: "app.refusal.apiToken.nameControlCharacters",
    defaultMessage: "The name can't contain control characters.",
  },
  apiTokenScopesRequired: { id: "app.refusal.apiToken.scopesRequired", defaultMessage: "Choose at least one scope." },
  apiTokenScopeUnknown: {
    id: "app.refusal.apiToken.scopeUnknown",
    defaultMessage: "Scopes are pages:read, pages:write, analytics:read, audience:read.",
  },
  apiTokenExpiresInvalid: {
    id: "app.refusal.apiToken.expiresInvalid",
    defaultMessage: "Expiry must be a whole number of days from 1 to 365, or null for never.",
  },
  apiTokenTooMany: {
    id: "app.refusal.apiToken.tooMany",
    defaultMessage: "You can have at most 20 API tokens. Revoke one first.",
  },
  apiTokenNotFound: { id: "app.refusal.apiToken.notFound", defaultMessage: "Token not found." },
  analyticsBadRange: {
    id: "app.refusal.analytics.badRange",
    defaultMessage: "Range must be one of 7d, 30d, 90d or 365d.",
  },
  analyticsProRange: {
    id: "app.refusal.analytics.proRange",
    defaultMessage: "Analytics beyond 30 days are part of Pro. Upgrade to Pro to see up to a year.",
  },
  analyticsProExport: {
    id: "app.refusal.analytics.proExport",
    defaultMessage: "CSV export is part of Pro. Upgrade to Pro to download your analytics.",
  },
  customDomainProOnly: {
    id: "app.refusal.customDomain.proOnly",
    defaultMessage: "Custom domains are part of Pro. Upgrade to Pro to use your own domain.",
  },
  customDomainNotOffered: {
    id: "app.refusal.customDomain.notOffered",
    defaultMessage: "Custom domains are not offered on this server.",
  },
  customDomainUnavailable: {
    id: "app.refusal.customDomain.unavailable",
    defaultMessage: "Custom domains are unavailable right now. Please try again later.",
  },
  customDomainNoDomain: { id: "app.refusal.customDomain.noDomain", defaultMessage: "You have no custom domain." },
  customDomainEmpty: {
    id: "app.refusal.customDomain.empty",
    defaultMessage: "Enter a domain such as links.yourname.com.",
  },
  customDomainNotHostname: {
    id: "app.refusal.customDomain.notHostname",
    defaultMessage: "That is not a domain name. Enter one such as links.yourname.com.",
  },
  customDomainWithExtras: {
    id: "app.refusal.customDomain.withExtras",
    defaultMessage: "Enter the domain alone, without http://, a path or a port.",
  },
  customDomainTooLong: {
    id: "app.refusal.customDomain.tooLong",
    defaultMessage: "A domain name has at most 253 characters.",
  },
  customDomainIpAddress: {
    id: "app.refusal.customDomain.ipAddress",
    defaultMessage: "Enter a domain name, not an IP address.",
  },
  customDomainBareDomain: {
    id: "app.refusal.customDomain.bareDomain",
    defaultMessage:
      "Use a subdomain such as links.yourname.com: a bare domain like yourname.com cannot point to LinkNest with a CNAME record.",
  },
  customDomainAppDomain: {
    id: "app.refusal.customDomain.appDomain",
    defaultMessage: "That domain is LinkNest's own. Enter a domain of yours.",
  },
  customDomainPlatformDomain: {
    id: "app.refusal.customDomain.platformDomain",
    defaultMessage:
      "That domain belongs to the hosting platform (like workers.dev): no custom domain can be served there. Enter a domain of yours.",
  },
  customDomainBlocked: { id: "app.refusal.customDomain.blocked", defaultMessage: "This domain is blocked." },
  customDomainInUse: { id: "app.refusal.customDomain.inUse", defaultMessage: "This domain is already in use." },
  customDomainTooManyChecks: {
    id: "app.refusal.customDomain.tooManyChecks",
    defaultMessage: "Too many checks. Please wait a minute and try again.",
  },
  customDomainProviderRefused: {
    id: "app.refusal.customDomain.providerRefused",
    defaultMessage: "The certificate provider refused this domain. Try another one.",
  },
  securityTotpNotSetUp: {
    id: "app.refusal.security.totpNotSetUp",
    defaultMessage: "Start the two-factor setup first.",
  },
  securityTotpAlreadyOn: {
    id: "app.refusal.security.totpAlreadyOn",
    defaultMessage: "Two-factor authentication is already on.",
  },
  securityCodeRequired: {
    id: "app.refusal.security.codeRequired",
    defaultMessage: "Enter the 6-digit code from your authenticator app.",
  },
  securityCodeInvalid: {
    id: "app.refusal.security.codeInvalid",
    defaultMessage: "That code is not right, or it was already used. Wait for a new one and try again.",
  },
  securityRecoveryCodeInvalid: {
    id: "app.refusal.security.recoveryCodeInvalid",
    defaultMessage: "That recovery code is not right, or it was already used.",
  },
  securityRecoveryCodeFormat: {
    id: "app.refusal.security.recoveryCodeFormat",
    defaultMessage: "Enter one of your recovery codes.",
  },
  securityCodeOrRecoveryCode: {
    id: "app.refusal.security.codeOrRecoveryCode",
    defaultMessage: "Send either a code or a recovery code.",
  },
  securityNotOn: { id: "app.refusal.security.notOn", defaultMessage: "Two-factor authentication is not on." },
  securityWrongPassword: { id: "app.refusal.security.wrongPassword", defaultMessage: "That password is not right." },
  securityPasswordRequired: {
    id: "app.refusal.security.passwordRequired",
    defaultMessage: "Enter your password to confirm.",
  },
  securityRecheckRequired: {
    id: "app.refusal.security.recheckRequired",
    defaultMessage: "Enter your password, or a code from your authenticator app, to confirm.",
  },
  securityPasswordOrCode: {
    id: "app.refusal.security.passwordOrCode",
    defaultMessage: "Send either your password or a code, not both.",
  },
  securityAdminStepUp: {
    id: "app.refusal.security.adminStepUp",
    defaultMessage: "Confirm it's you with your second factor to use the admin area.",
  },
  securityPendingExpired: {
    id: "app.refusal.security.pendingExpired",
    defaultMessage: "Your sign-in expired or was already completed. Please log in again.",
  },
  securityPasskeyChallengeExpired: {
    id: "app.refusal.security.passkeyChallengeExpired",
    defaultMessage: "The passkey request expired. Please try again.",
  },
  securityPasskeyNotRecognized: {
    id: "app.refusal.security.passkeyNotRecognized",
    defaultMessage: "This passkey is not registered with LinkNest.",
  },
  securityPasskeyFailed: {
    id: "app.refusal.security.passkeyFailed",
    defaultMessage: "The passkey could not be verified. Please try again.",
  },
  securityPasskeyNotFound: { id: "app.refusal.security.passkeyNotFound", defaultMessage: "Passkey not found." },
  securityPasskeyNameRequired: {
    id: "app.refusal.security.passkeyNameRequired",
    defaultMessage: "Give the passkey a name.",
  },
  securityPasskeyNameTooLong: {
    id: "app.refusal.security.passkeyNameTooLong",
    defaultMessage: "A passkey name can be at most 60 characters.",
  },
  securityPasskeyResponseInvalid: {
    id: "app.refusal.security.passkeyResponseInvalid",
    defaultMessage: "The passkey response is missing or malformed.",
  },
  securityTooManyPasskeys: {
    id: "app.refusal.security.tooManyPasskeys",
    defaultMessage: "An account can have at most 20 passkeys.",
  },
  securitySessionNotFound: { id: "app.refusal.security.sessionNotFound", defaultMessage: "Session not found." },
  securityOwnSecondFactorFirst: {
    id: "app.refusal.security.ownSecondFactorFirst",
    defaultMessage: "Set up two-factor authentication for your own account before requiring it for admins.",
  },
  sharingPageTitleInvalid: { id: "app.refusal.sharing.pageTitleInvalid", defaultMessage: "Page title must be text." },
  sharingPageTitleTooLong: {
    id: "app.refusal.sharing.pageTitleTooLong",
    defaultMessage: "Page title must be at most 70 characters.",
  },
  sharingPageTitleControlCharacters: {
    id: "app.refusal.sharing.pageTitleControlCharacters",
    defaultMessage: "Page title can't contain control characters.",
  },
  sharingPageDescriptionInvalid: {
    id: "app.refusal.sharing.pageDescriptionInvalid",
    defaultMessage: "Page description must be text.",
  },
  sharingPageDescriptionTooLong: {
    id: "app.refusal.sharing.pageDescriptionTooLong",
    defaultMessage: "Page description must be at most 200 characters.",
  },
  sharingPageDescriptionControlCharacters: {
    id: "app.refusal.sharing.pageDescriptionControlCharacters",
    defaultMessage: "Page description can't contain control characters.",
  },
  sharingNoindexInvalid: { id: "app.refusal.sharing.noindexInvalid", defaultMessage: "noindex must be true or false." },
  safetyLinkBlocked: { id: "app.refusal.safety.linkBlocked", defaultMessage: "This link can't be added." },
  safetyReportNotFound: { id: "app.refusal.safety.reportNotFound", defaultMessage: "Report not found." },
  safetyReportAlreadyResolved: {
    id: "app.refusal.safety.reportAlreadyResolved",
    defaultMessage: "This report is already resolved.",
  },
  safetyActionInvalid: {
    id: "app.refusal.safety.actionInvalid",
    defaultMessage: "action must be dismiss, suspend or hide-link.",
  },
  safetyLinkIdRequired: { id: "app.refusal.safety.linkIdRequired", defaultMessage: "Choose the link to hide." },
  safetyNoteTooLong: {
    id: "app.refusal.safety.noteTooLong",
    defaultMessage: "The note must be at most 1000 characters.",
  },
  safetyStatusInvalid: { id: "app.refusal.safety.statusInvalid", defaultMessage: "status must be open or resolved." },
  safetyHeldLinkNotFound: { id: "app.refusal.safety.heldLinkNotFound", defaultMessage: "Held link not found." },
  safetyBlockedDomainInvalid: {
    id: "app.refusal.safety.blockedDomainInvalid",
    defaultMessage: "Blocked domains are host names such as example.com.",
  },
  safetyTooManyBlockedDomains: {
    id: "app.refusal.safety.tooManyBlockedDomains",
    defaultMessage: "At most 1000 blocked domains.",
  },
  adminCodeRequired: { id: "app.refusal.admin.codeRequired", defaultMessage: "Code is required" },
  adminPageInvalid: {
    id: "app.refusal.admin.pageInvalid",
    defaultMessage: "page must be a whole number of at least 1.",
  },
  adminPageSizeInvalid: { id: "app.refusal.admin.pageSizeInvalid", defaultMessage: "pageSize must be 10, 20 or 50." },
  adminAuditPageSizeInvalid: {
    id: "app.refusal.admin.auditPageSizeInvalid",
    defaultMessage: "pageSize must be a whole number from 1 to 100.",
  },
  adminSortByInvalid: {
    id: "app.refusal.admin.sortByInvalid",
    defaultMessage: "sortBy must be createdAt, email or username.",
  },
  adminSortDirInvalid: { id: "app.refusal.admin.sortDirInvalid", defaultMessage: "sortDir must be desc or asc." },
  adminFlagInvalid: { id: "app.refusal.admin.flagInvalid", defaultMessage: "Use true or false." },
  adminSearchTooLong: { id: "app.refusal.admin.searchTooLong", defaultMessage: "The search text is too long." },
  adminSearchControlCharacters: {
    id: "app.refusal.admin.searchControlCharacters",
    defaultMessage: "The search text cannot contain control characters.",
  },
  adminLinesInvalid: {
    id: "app.refusal.admin.linesInvalid",
    defaultMessage: "lines must be a whole number from 1 to 1000.",
  },
  adminMethodInvalid: {
    id: "app.refusal.admin.methodInvalid",
    defaultMessage: "method must be an HTTP method such as GET or POST.",
  },
  adminStatusInvalid: {
    id: "app.refusal.admin.statusInvalid",
    defaultMessage: "status must be a status code such as 404 or a class such as 5xx.",
  },
  adminLimitInvalid: {
    id: "app.refusal.admin.limitInvalid",
    defaultMessage: "limit must be a whole number from 1 to 50.",
  },
  adminReservedListInvalid: {
    id: "app.refusal.admin.reservedListInvalid",
    defaultMessage: "extraReservedUsernames must be a list of usernames.",
  },
  adminReservedNameInvalid: {
    id: "app.refusal.admin.reservedNameInvalid",
    defaultMessage: "Reserved usernames use 1-30 letters, numbers, hyphens or underscores.",
  },
  adminTooManyReservedNames: {
    id: "app.refusal.admin.tooManyReservedNames",
    defaultMessage: "At most 1000 reserved usernames.",
  },
  adminCodeTooLong: { id: "app.refusal.admin.codeTooLong", defaultMessage: "Code must be at most 64 characters." },
  adminCodeInvalid: { id: "app.refusal.admin.codeInvalid", defaultMessage: "Code may not contain spaces." },
  adminEnabledInvalid: { id: "app.refusal.admin.enabledInvalid", defaultMessage: "enabled must be true or false." },
  adminMaxUsesInvalid: {
    id: "app.refusal.admin.maxUsesInvalid",
    defaultMessage: "Max uses must be a positive whole number.",
  },
  adminExpiresAtInvalid: { id: "app.refusal.admin.expiresAtInvalid", defaultMessage: "Expiry must be a date." },
  adminTokenRequired: { id: "app.refusal.admin.tokenRequired", defaultMessage: "The impersonation token is missing." },
  pageImportUrlRequired: {
    id: "app.refusal.pageImport.urlRequired",
    defaultMessage: "Paste the address of your page.",
  },
  pageImportUrlTooLong: {
    id: "app.refusal.pageImport.urlTooLong",
    defaultMessage: "The address can be at most 2048 characters.",
  },
  pageImportUrlInvalid: {
    id: "app.refusal.pageImport.urlInvalid",
    defaultMessage: "Enter the page's full address, like https://linktr.ee/yourname.",
  },
  pageImportUrlNotHttps: {
    id: "app.refusal.pageImport.urlNotHttps",
    defaultMessage: "The address must start with https://.",
  },
  pageImportUrlCredentials: {
    id: "app.refusal.pageImport.urlCredentials",
    defaultMessage: "The address can't include a user name or password.",
  },
  pageImportUrlPrivate: {
    id: "app.refusal.pageImport.urlPrivate",
    defaultMessage: "The address must be a public page on the internet, not a private or local one.",
  },
  pageImportUnreachable: {
    id: "app.refusal.pageImport.unreachable",
    defaultMessage: "That page couldn't be reached. Check the address and try again.",
  },
  pageImportNotHtml: { id: "app.refusal.pageImport.notHtml", defaultMessage: "That address isn't a web page." },
  pageImportTooLarge: {
    id: "app.refusal.pageImport.tooLarge",
    defaultMessage: "That page is larger than 2 MB, more than a page of links ever is.",
  },
  pageImportTooSlow: {
    id: "app.refusal.pageImport.tooSlow",
    defaultMessage: "That page took longer than 10 seconds to load.",
  },
  pageImportTooManyRedirects: {
    id: "app.refusal.pageImport.tooManyRedirects",
    defaultMessage: "That address sends visitors on more than 3 times.",
  },
  pageImportRedirectLoop: {
    id: "app.refusal.pageImport.redirectLoop",
    defaultMessage: "That address sends visitors round in a loop.",
  },
  pageImportUnreadable: {
    id: "app.refusal.pageImport.unreadable",
    defaultMessage: "That page couldn't be read as a web page.",
  },
  pageImportNoLinks: { id: "app.refusal.pageImport.noLinks", defaultMessage: "We found no links on that page." },
  pageImportAllRefused: {
    id: "app.refusal.pageImport.allRefused",
    defaultMessage: "None of the links on that page can be added.",
  },
  pageImportModeInvalid: {
    id: "app.refusal.pageImport.modeInvalid",
    defaultMessage: 'mode must be "merge" or "replace".',
  },
  pageImportKindInvalid: { id: "app.refusal.pageImport.kindInvalid", defaultMessage: "kind must be link or header." },
  pageImportAvatarUrlInvalid: {
    id: "app.refusal.pageImport.avatarUrlInvalid",
    defaultMessage: "avatarUrl must be the address of an image.",
  },
  pageImportNothingChosen: {
    id: "app.refusal.pageImport.nothingChosen",
    defaultMessage: "Choose at least one thing to bring over.",
  },
  pageImportStatusRefused: {
    id: "app.refusal.pageImport.statusRefused",
    defaultMessage: "That page answered with an error (HTTP {status}).",
    description: "{status} is the HTTP status code the other site answered, a number",
  },
  pageImportRedirectRefused: {
    id: "app.refusal.pageImport.redirectRefused",
    defaultMessage: "That page sends visitors on to {location}, which can't be read: {reason}",
    description: "{location} is the address the page redirects to; {reason} is why it can't be read, a sentence",
  },
  pageImportAvatarNotFetched: {
    id: "app.refusal.pageImport.avatarNotFetched",
    defaultMessage: "The avatar couldn't be brought over. {reason}",
    description: "{reason} is why, a sentence of its own",
  },
  pageImportAvatarTimeout: {
    id: "app.refusal.pageImport.avatarTimeout",
    defaultMessage: "It took longer than 10 seconds to load.",
    description: "Why the avatar of another service's page couldn't be brought over",
  },
  pageImportAvatarFailed: {
    id: "app.refusal.pageImport.avatarFailed",
    defaultMessage: "It couldn't be fetched from its address.",
    description: "Why the avatar of another service's page couldn't be brought over",
  },
  pageImportTooManyLinks: {
    id: "app.refusal.pageImport.tooManyLinks",
    defaultMessage:
      "Your page can have at most 50 links: it has {held} and this would add {adding}. Untick {untick} and try again.",
    description: "{held}, {adding} and {untick} are counts of links",
  },
  pageImportTooManySocials: {
    id: "app.refusal.pageImport.tooManySocials",
    defaultMessage:
      "Your page can have at most 12 social icons: it has {held} and this would add {adding}. Untick {untick} and try again.",
    description: "{held}, {adding} and {untick} are counts of social icons",
  },
  dataImportNotAnExport: {
    id: "app.refusal.dataImport.notAnExport",
    defaultMessage: "This file is not a LinkNest export.",
  },
  languageLanguageInvalid: {
    id: "app.refusal.language.languageInvalid",
    defaultMessage: "language must be one of auto, en, de, es, fr, pt-BR.",
  },
  signInWrongCredentials: {
    id: "app.refusal.signIn.wrongCredentials",
    defaultMessage: "Invalid email/username or password.",
  },
  signInNotVerified: {
    id: "app.refusal.signIn.notVerified",
    defaultMessage: "Please verify your email before logging in. Check your inbox for the link.",
  },
  signInSuspended: {
    id: "app.refusal.signIn.suspended",
    defaultMessage: "This account has been suspended. If you think this is a mistake, write to {contact}.",
    description: "contact: the operator's e-mail address",
  },
  passwordResetInvalid: {
    id: "app.refusal.passwordReset.invalid",
    defaultMessage: "This reset link is invalid or has expired.",
  },
  verificationExpired: {
    id: "app.refusal.verification.expired",
    defaultMessage: "This verification link has expired. Log in to request a new one.",
  },
  verificationInvalid: { id: "app.refusal.verification.invalid", defaultMessage: "This verification link is invalid." },
  emailChangeSameAddress: {
    id: "app.refusal.emailChange.sameAddress",
    defaultMessage: "That is already your email address.",
  },
  emailChangeAlreadyChanged: {
    id: "app.refusal.emailChange.alreadyChanged",
    defaultMessage: "This email change is already verified.",
  },
  emailChangeInvalid: {
    id: "app.refusal.emailChange.invalid",
    defaultMessage: "This confirmation link is invalid or has expired.",
  },
  emailChangeUndoInvalid: {
    id: "app.refusal.emailChange.undoInvalid",
    defaultMessage: "This undo link is invalid or has expired.",
  },
  emailChangeAlreadyUndone: {
    id: "app.refusal.emailChange.alreadyUndone",
    defaultMessage: "This email change was already undone.",
  },
  billingAlreadyPro: { id: "app.refusal.billing.alreadyPro", defaultMessage: "You already have Pro." },
  billingSubscriptionOpen: {
    id: "app.refusal.billing.subscriptionOpen",
    defaultMessage:
      "You already have a subscription. Open the billing portal to manage it instead of starting another.",
  },
  billingNoBillingAccount: {
    id: "app.refusal.billing.noBillingAccount",
    defaultMessage: "There is no billing account yet. Upgrade to Pro first.",
  },
  billingNothingToCancel: {
    id: "app.refusal.billing.nothingToCancel",
    defaultMessage: "There is no active subscription to cancel.",
  },
  billingNothingToResume: {
    id: "app.refusal.billing.nothingToResume",
    defaultMessage: "There is no cancelled subscription to resume.",
  },
  billingDeletionBlocked: {
    id: "app.refusal.billing.deletionBlocked",
    defaultMessage: "Your subscription could not be cancelled, so the account was not deleted. Please try again.",
  },
  billingCheckoutFailed: {
    id: "app.refusal.billing.checkoutFailed",
    defaultMessage: "Error creating checkout session. Please try again.",
  },
  billingPortalFailed: {
    id: "app.refusal.billing.portalFailed",
    defaultMessage: "Error opening billing portal. Please try again.",
  },
  billingCancelFailed: { id: "app.refusal.billing.cancelFailed", defaultMessage: "Error cancelling subscription." },
  billingResumeFailed: { id: "app.refusal.billing.resumeFailed", defaultMessage: "Error resuming subscription." },
  impersonationAdminTarget: {
    id: "app.refusal.impersonation.adminTarget",
    defaultMessage: "Admins cannot be impersonated.",
  },
  impersonationSuspendedTarget: {
    id: "app.refusal.impersonation.suspendedTarget",
    defaultMessage: "A suspended user cannot be impersonated. Unsuspend them first.",
  },
  impersonationInvalidToken: {
    id: "app.refusal.impersonation.invalidToken",
    defaultMessage: "This impersonation token is invalid or has expired.",
  },
  impersonationOtherAdmin: {
    id: "app.refusal.impersonation.otherAdmin",
    defaultMessage: "This impersonation token was issued to another admin.",
  },
  impersonationNotImpersonating: {
    id: "app.refusal.impersonation.notImpersonating",
    defaultMessage: "You are not impersonating anyone.",
  },
  moderationAlreadyVerified: {
    id: "app.refusal.moderation.alreadyVerified",
    defaultMessage: "This email address is already verified.",
  },
  moderationCannotSuspendSelf: {
    id: "app.refusal.moderation.cannotSuspendSelf",
    defaultMessage: "You cannot suspend your own account.",
  },
  inviteExists: { id: "app.refusal.invite.exists", defaultMessage: "This invite code already exists." },
  inviteNotFound: { id: "app.refusal.invite.notFound", defaultMessage: "Invite code not found" },
  embedNoContent: {
    id: "app.refusal.embed.noContent",
    defaultMessage: "This {provider} link doesn't lead to one video or track. Copy the link of the one to play.",
    description: "provider: the service's name, like YouTube",
  },
  safetyBlockedDomainLineInvalid: {
    id: "app.refusal.safety.blockedDomainLineInvalid",
    defaultMessage: 'Blocked domains are host names such as example.com; "{line}" is not one.',
    description: "line: the line of the admin's list that is no host name",
  },
  embedUnknownProvider: {
    id: "app.refusal.embed.unknownProvider",
    defaultMessage: "Embed a YouTube, Vimeo, Spotify or SoundCloud link.",
  },
  embedFeatured: { id: "app.refusal.embed.featured", defaultMessage: "An embedded player cannot be in the spotlight." },
  embedSensitive: {
    id: "app.refusal.embed.sensitive",
    defaultMessage: "An embedded player cannot be marked 18+. Mark the whole page instead.",
  },
  pagesProOnly: {
    id: "app.refusal.pages.proOnly",
    defaultMessage: "Several pages are a Pro feature. Upgrade to Pro to add a page.",
  },
  pagesLimitReached: {
    id: "app.refusal.pages.limitReached",
    defaultMessage: "An account can have up to 10 pages. Delete one to add another.",
  },
  pagesPrimaryPage: {
    id: "app.refusal.pages.primaryPage",
    defaultMessage: "Your primary page goes only with your account.",
  },
  pagesNotFound: { id: "app.refusal.pages.notFound", defaultMessage: "Page not found" },
  pagesOwnerOnly: { id: "app.refusal.pages.ownerOnly", defaultMessage: "Only the page's owner can do this." },
  pagesEditorsOnly: {
    id: "app.refusal.pages.editorsOnly",
    defaultMessage: "You can view this page but not change it.",
  },
  membersProOnly: {
    id: "app.refusal.members.proOnly",
    defaultMessage: "Members are a Pro feature. Upgrade to Pro to invite people to your page.",
  },
  membersLimit: {
    id: "app.refusal.members.limit",
    defaultMessage: "A page can have up to 5 members. Remove one to invite another.",
  },
  membersInviteOwner: {
    id: "app.refusal.members.inviteOwner",
    defaultMessage: "The page's owner can't be invited to it.",
  },
  membersAlreadyInvited: {
    id: "app.refusal.members.alreadyInvited",
    defaultMessage: "That address is already invited to this page.",
  },
  membersNotFound: { id: "app.refusal.members.notFound", defaultMessage: "Member not found" },
  invitationInvalid: {
    id: "app.refusal.invitation.invalid",
    defaultMessage: "This invitation link is invalid or has already been used.",
  },
  invitationExpired: {
    id: "app.refusal.invitation.expired",
    defaultMessage: "This invitation has expired. Ask the page's owner to invite you again.",
  },
  invitationOtherEmail: {
    id: "app.refusal.invitation.otherEmail",
    defaultMessage: "This invitation was sent to another email address. Sign in with that address to accept it.",
  },
  invitationUnverified: {
    id: "app.refusal.invitation.unverified",
    defaultMessage: "Verify your email address before accepting an invitation.",
  },
  activityCursor: { id: "app.refusal.activity.cursor", defaultMessage: "That is not a place in this page's activity." },
  membersRole: { id: "app.refusal.members.role", defaultMessage: "Choose a role: editor or viewer." },
  invitationNoToken: { id: "app.refusal.invitation.noToken", defaultMessage: "No invitation token provided." },
});

/**
 * What a success says (the `msg` of a 2xx answer, and the same words where the app says them itself),
 * known by its English like a refusal. A visitor's (a sign-up's "check your inbox", a report's receipt) are
 * the public page's own words.
 */
const successTexts = defineMessages({
  accountWelcomeBack: { id: "app.success.account.welcomeBack", defaultMessage: "Welcome back." },
  accountCreated: {
    id: "app.success.account.created",
    defaultMessage: "Account created. Check your email to verify.",
  },
  accountEmailChangeSent: {
    id: "app.success.account.emailChangeSent",
    defaultMessage: "Confirmation link sent to new email.",
  },
  accountDeleted: { id: "app.success.account.deleted", defaultMessage: "Account deleted." },
  accountLanguageSaved: { id: "app.success.account.languageSaved", defaultMessage: "Language saved." },
  profileSaved: { id: "app.success.profile.saved", defaultMessage: "Profile saved." },
  profileAvatarUploaded: { id: "app.success.profile.avatarUploaded", defaultMessage: "Avatar uploaded." },
  profileAvatarCleared: { id: "app.success.profile.avatarCleared", defaultMessage: "Avatar cleared." },
  profileBrandingSaved: { id: "app.success.profile.brandingSaved", defaultMessage: "Branding saved." },
  audienceSubscriberDeleted: {
    id: "app.success.audience.subscriberDeleted",
    defaultMessage: "Subscriber removed.",
  },
  audienceWebhookSaved: {
    id: "app.success.audience.webhookSaved",
    defaultMessage: "Webhook saved. Copy the signing secret now: it is shown only once.",
  },
  audienceWebhookRemoved: { id: "app.success.audience.webhookRemoved", defaultMessage: "Webhook removed." },
  audienceTestQueued: {
    id: "app.success.audience.testQueued",
    defaultMessage: "Test delivery sent. Its result shows here in a moment.",
  },
  tokensCreated: {
    id: "app.success.tokens.created",
    defaultMessage: "Token created. Copy it now: it won't be shown again.",
  },
  tokensRevoked: { id: "app.success.tokens.revoked", defaultMessage: "Token revoked." },
  customDomainRemoved: { id: "app.success.customDomain.removed", defaultMessage: "Custom domain removed." },
  securityTotpSetUp: {
    id: "app.success.security.totpSetUp",
    defaultMessage: "Scan the code with your authenticator app, then enter the 6-digit code it shows.",
  },
  securityTotpEnabled: {
    id: "app.success.security.totpEnabled",
    defaultMessage: "Two-factor authentication is on. Keep your recovery codes somewhere safe.",
  },
  securityDisabled: { id: "app.success.security.disabled", defaultMessage: "Two-factor authentication is off." },
  securityRecoveryCodesReplaced: {
    id: "app.success.security.recoveryCodesReplaced",
    defaultMessage: "New recovery codes are ready. The old ones no longer work.",
  },
  securitySteppedUp: { id: "app.success.security.steppedUp", defaultMessage: "Second factor confirmed." },
  securityPasskeyAdded: { id: "app.success.security.passkeyAdded", defaultMessage: "Passkey added." },
  securityPasskeyRenamed: { id: "app.success.security.passkeyRenamed", defaultMessage: "Passkey renamed." },
  securityPasskeyRemoved: { id: "app.success.security.passkeyRemoved", defaultMessage: "Passkey removed." },
  securitySessionEnded: { id: "app.success.security.sessionEnded", defaultMessage: "Session ended." },
  securityOthersEnded: {
    id: "app.success.security.othersEnded",
    defaultMessage: "Every other session was signed out.",
  },
  pageImportAdded: { id: "app.success.pageImport.added", defaultMessage: "Added to your page." },
  pageImportReplaced: { id: "app.success.pageImport.replaced", defaultMessage: "Your page was replaced." },
  dataImportImported: { id: "app.success.dataImport.imported", defaultMessage: "Your data was imported." },
  dataImportImportedExcept: {
    id: "app.success.dataImport.importedExcept",
    defaultMessage: "Your data was imported, except what is listed below.",
  },
  billingCheckoutSuccess: {
    id: "app.success.billing.checkoutSuccess",
    defaultMessage: "Subscription successful! Welcome to the Pro tier!",
  },
  billingCheckoutCancelled: { id: "app.success.billing.checkoutCancelled", defaultMessage: "Subscription cancelled." },
  billingCancelled: {
    id: "app.success.billing.cancelled",
    defaultMessage: "Subscription cancelled. You will retain access until the end of your billing period.",
  },
  billingResumed: { id: "app.success.billing.resumed", defaultMessage: "Subscription resumed." },
  passwordResetRequested: {
    id: "app.success.passwordReset.requested",
    defaultMessage: "If an account exists for that email, we sent a link to reset the password.",
  },
  passwordResetDone: {
    id: "app.success.passwordReset.done",
    defaultMessage: "Your password has been reset. You can now log in.",
  },
  passwordResetUsable: { id: "app.success.passwordReset.usable", defaultMessage: "This reset link can be used." },
  verificationVerified: {
    id: "app.success.verification.verified",
    defaultMessage: "Email verified. You can now log in.",
  },
  verificationAlreadyVerified: {
    id: "app.success.verification.alreadyVerified",
    defaultMessage: "Your email is already verified. You can log in.",
  },
  verificationResent: {
    id: "app.success.verification.resent",
    defaultMessage: "If that account still needs verifying, a new verification link is on its way.",
  },
  emailChangeChanged: {
    id: "app.success.emailChange.changed",
    defaultMessage: "Your email address has been changed.",
  },
  emailChangeUndone: {
    id: "app.success.emailChange.undone",
    defaultMessage:
      "The email change is undone: this address is your account's again, and every session is signed out. If someone else knows your password, reset it now.",
  },
  pagesCreated: { id: "app.success.pages.created", defaultMessage: "Page created." },
  pagesDeleted: { id: "app.success.pages.deleted", defaultMessage: "Page deleted." },
  membersInvited: { id: "app.success.members.invited", defaultMessage: "Invitation sent." },
  membersRoleChanged: { id: "app.success.members.roleChanged", defaultMessage: "Role changed." },
  membersRemoved: { id: "app.success.members.removed", defaultMessage: "Member removed." },
  membersLeft: { id: "app.success.members.left", defaultMessage: "You left the page." },
  invitationAccepted: { id: "app.success.invitation.accepted", defaultMessage: "You joined the page." },
  adminInviteDeleted: { id: "app.success.admin.inviteDeleted", defaultMessage: "Invite code deleted." },
  adminAuditCleared: { id: "app.success.admin.auditCleared", defaultMessage: "Audit log cleared." },
  adminVerified: { id: "app.success.admin.verified", defaultMessage: "Email marked as verified." },
  adminVerificationSent: { id: "app.success.admin.verificationSent", defaultMessage: "Verification email sent." },
  adminResetSent: { id: "app.success.admin.resetSent", defaultMessage: "Password reset email sent." },
  adminSuspended: { id: "app.success.admin.suspended", defaultMessage: "User suspended." },
  adminUnsuspended: { id: "app.success.admin.unsuspended", defaultMessage: "User unsuspended." },
  adminReportResolved: { id: "app.success.admin.reportResolved", defaultMessage: "Report resolved." },
  adminLinkReleased: { id: "app.success.admin.linkReleased", defaultMessage: "Link released." },
  adminLinkRemoved: { id: "app.success.admin.linkRemoved", defaultMessage: "Link removed." },
  adminImpersonationStarted: {
    id: "app.success.admin.impersonationStarted",
    defaultMessage: "You are now signed in as {username}.",
  },
  adminImpersonationStopped: { id: "app.success.admin.impersonationStopped", defaultMessage: "Stopped impersonating." },
});

/**
 * What an import left out, and why: the notes the answer lists — a data file's (`importMessages`,
 * contract/account-data.ts) and a page's preview's warnings (`pageImportMessages`, contract/page-import.ts) —
 * each known by its English.
 */
const noteTexts = defineMessages({
  pageImportReadGenerically: {
    id: "app.note.pageImport.readGenerically",
    defaultMessage: "This page was read as a plain web page, not a page of a service we know: check what was found.",
  },
  pageImportAvatarLeftOut: {
    id: "app.note.pageImport.avatarLeftOut",
    defaultMessage: "The page's avatar is not at an address we can read, so it is left out.",
  },
  pageImportBioShortened: {
    id: "app.note.pageImport.bioShortened",
    defaultMessage: "The bio was shortened to {max} characters.",
    description: "{max} is a number of characters",
  },
  pageImportBioLeftOut: {
    id: "app.note.pageImport.bioLeftOut",
    defaultMessage: "The bio is left out: {reason}",
    description: "{reason} is why a save would refuse the bio, a sentence",
  },
  pageImportItemLeftOut: {
    id: "app.note.pageImport.itemLeftOut",
    defaultMessage: "Left out “{title}” ({url}): {reason}",
    description: "A link found that a save would refuse: its title, its address and why, a sentence",
  },
  pageImportItemLeftOutNoUrl: {
    id: "app.note.pageImport.itemLeftOutNoUrl",
    defaultMessage: "Left out “{title}”: {reason}",
    description: "A section title found that a save would refuse, and why, a sentence",
  },
  fieldLeftOut: {
    id: "app.note.dataImport.fieldLeftOut",
    defaultMessage: "Your {field} was left as it was: {reason}",
    description: "{field} is a setting of the page (its words are app.part.field.*); {reason} is why, a sentence",
  },
  linkLeftOut: {
    id: "app.note.dataImport.linkLeftOut",
    defaultMessage: "{label} was left out: {reason}",
    description: "{label} names a link of the file (app.part.link.*); {reason} is why, a sentence",
  },
  scheduleLeftOut: {
    id: "app.note.dataImport.scheduleLeftOut",
    defaultMessage:
      "{label} was imported hidden, without its schedule: scheduling links is a Pro feature. Show it when you're ready.",
    description: "{label} names a link of the file (app.part.link.*)",
  },
  brandingLeftOut: {
    id: "app.note.dataImport.brandingLeftOut",
    defaultMessage: "Your page keeps showing the branding: hiding it is a Pro feature.",
  },
  avatarLeftOut: {
    id: "app.note.dataImport.avatarLeftOut",
    defaultMessage: "The avatar was left out: {reason}",
    description: "{reason} is why, a sentence",
  },
  avatarNotInFile: {
    id: "app.note.dataImport.avatarNotInFile",
    defaultMessage: "The avatar is not in this file (it was exported before files were included): upload it again.",
  },
  notInFile: {
    id: "app.note.dataImport.notInFile",
    defaultMessage: "it is not in this file (it was exported before files were included): upload it again.",
    description: "Why a link's image was left out, after a colon: it starts in lower case",
  },
  thumbnailLeftOut: {
    id: "app.note.dataImport.thumbnailLeftOut",
    defaultMessage: "The image of {label} was left out: {reason}",
    description: "{label} names a link of the file (app.part.link.*); {reason} is why, a sentence",
  },
});

/**
 * The words a composed message holds besides a message of its own: how an import names a link of its file
 * (`importedLinkLabel`) and a setting of the page (`importMessages.fieldLeftOut`'s field). Known only as a
 * placeholder's value, never as a message by itself.
 */
const partTexts = defineMessages({
  linkTitled: {
    id: "app.part.link.titled",
    defaultMessage: "“{title}”",
    description: "A link named by its title, in the language's quotation marks",
  },
  linkNumbered: {
    id: "app.part.link.numbered",
    defaultMessage: "Link {number}",
    description: "A link with no title, named by its place in the file; {number} counts from 1",
  },
  fieldDisplayName: {
    id: "app.part.field.displayName",
    defaultMessage: "display name",
    description: "As it reads in app.note.dataImport.fieldLeftOut's {field}, in that sentence's form",
  },
  fieldBio: {
    id: "app.part.field.bio",
    defaultMessage: "bio",
    description: "As it reads in app.note.dataImport.fieldLeftOut's {field}, in that sentence's form",
  },
  fieldTheme: {
    id: "app.part.field.theme",
    defaultMessage: "theme",
    description: "As it reads in app.note.dataImport.fieldLeftOut's {field}, in that sentence's form",
  },
  fieldSocials: {
    id: "app.part.field.socials",
    defaultMessage: "socials",
    description: "The page's social icons, as they read in app.note.dataImport.fieldLeftOut's {field}",
  },
  fieldSensitive: {
    id: "app.part.field.sensitive",
    defaultMessage: "18+ mark",
    description: "As it reads in app.note.dataImport.fieldLeftOut's {field}, in that sentence's form",
  },
  fieldPageTitle: {
    id: "app.part.field.pageTitle",
    defaultMessage: "page title",
    description: "As it reads in app.note.dataImport.fieldLeftOut's {field}, in that sentence's form",
  },
  fieldPageDescription: {
    id: "app.part.field.pageDescription",
    defaultMessage: "page description",
    description: "As it reads in app.note.dataImport.fieldLeftOut's {field}, in that sentence's form",
  },
  fieldNoindex: {
    id: "app.part.field.noindex",
    defaultMessage: "search engine setting",
    description: "As it reads in app.note.dataImport.fieldLeftOut's {field}, in that sentence's form",
  },
  fieldLanguage: {
    id: "app.part.field.language",
    defaultMessage: "page language",
    description: "As it reads in app.note.dataImport.fieldLeftOut's {field}, in that sentence's form",
  },
  fieldBranding: {
    id: "app.part.field.branding",
    defaultMessage: "branding",
    description: "As it reads in app.note.dataImport.fieldLeftOut's {field}, in that sentence's form",
  },
});

/** The refusals the API words with a public page's text: translated with the page's words. */
const pageRefusals = [
  pageTexts.emailInvalid,
  pageTexts.userNotFound,
  pageTexts.notFoundText,
  pageTexts.loadFailed,
  pageTexts.emailDisposable,
  pageTexts.noSignupBlock,
  pageTexts.notQueued,
  pageTexts.signupFromElsewhere,
  pageTexts.formTooLarge,
  pageTexts.linkInvalid,
  pageTexts.noToken,
  pageTexts.reasonInvalid,
  pageTexts.detailsRequired,
  pageTexts.detailsTooLong,
  pageTexts.contactInvalid,
];

/** "Too many attempts. Please wait a minute" or "… wait 5 minutes …": the page's text, which counts the minutes. */
const tooManyAttempts = /^Too many attempts\. Please wait (?:a minute|(\d+) minutes) and try again\.$/;

/**
 * The placeholders of a composed message that hold words of their own — why something was refused, a link's
 * name, a field's — each read through the tables again, so it too is in the reader's words. Any other
 * placeholder holds what the message names (an address, a title, a count) and is kept as it came.
 */
const placeholdersOfWords = new Set(["reason", "label", "field"]);

/** Whether a placeholder of a composed message holds words of their own, read in the reader's language. */
export const holdsWords = (placeholder: string) => placeholdersOfWords.has(placeholder);

type Known = { message: MessageDescriptor; values?: MessageValues };
type Pattern = { message: MessageDescriptor; pattern: RegExp; names: string[]; literalLength: number };
type Table = { exact: Map<string, MessageDescriptor>; patterns: Pattern[] };

/** The English a message reads as, as a pattern: its literal text, each {placeholder} a capture. */
function patternOf(message: MessageDescriptor): { literal: string } | Pattern {
  const names: string[] = [];
  let literal = "";
  let source = "";
  // The English holds no ICU quoting and no plural: literal text and {placeholders} only.
  for (const [, name, text = ""] of message.defaultMessage.matchAll(/\{(\w+)\}|([^{]+)/g)) {
    if (name) {
      names.push(name);
      source += "(.+?)";
    } else {
      literal += text;
      source += text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    }
  }
  // A value may run over lines (a title the rules refuse for its line break).
  return names.length
    ? { message, pattern: new RegExp(`^${source}$`, "s"), names, literalLength: literal.length }
    : { literal };
}

function tableOf(messages: MessageDescriptor[]): Table {
  const exact = new Map<string, MessageDescriptor>();
  const patterns: Pattern[] = [];
  for (const message of messages) {
    const english = patternOf(message);
    if ("literal" in english) exact.set(english.literal, message);
    else patterns.push(english);
  }
  // The most particular first: "The image of {label} was left out: {reason}" before "{label} was left out: …".
  patterns.sort((a, b) => b.literalLength - a.literalLength);
  return { exact, patterns };
}

let tables: { messages: Table; parts: Table } | undefined;

/** The tables of messages, and of the parts they are composed of, by their English; made on first use. */
function known() {
  tables ??= {
    messages: tableOf([
      ...Object.values(refusalTexts),
      ...Object.values(successTexts),
      ...Object.values(noteTexts),
      ...pageRefusals,
    ]),
    parts: tableOf(Object.values(partTexts)),
  };
  return tables;
}

function lookUp({ exact, patterns }: Table, english: string): Known | undefined {
  const message = exact.get(english);
  if (message) return { message };
  for (const { message, pattern, names } of patterns) {
    const match = pattern.exec(english);
    if (match)
      return { message, values: Object.fromEntries(names.map((name, index) => [name, match[index + 1] ?? ""])) };
  }
  return undefined;
}

/** The message an English text is, with the English its placeholders held; none for one not known. */
export function knownRefusal(english: string): Known | undefined {
  const wait = tooManyAttempts.exec(english);
  if (wait) return { message: pageTexts.tooManyAttempts, values: { minutes: Number(wait[1] ?? 1) } };
  return lookUp(known().messages, english);
}

/** What a placeholder of words holds (a link's name, a field's, a reason): a part, or a message of its own. */
export function knownPart(english: string): Known | undefined {
  return lookUp(known().parts, english) ?? knownRefusal(english);
}

/** A placeholder's value in `t`'s language: words of their own read again, anything else as it came. */
export function placeholderIn(t: Translate, name: string, value: string | number): string | number {
  if (typeof value !== "string" || !holdsWords(name)) return value;
  const part = knownPart(value);
  return part ? wordsIn(t, part) : value;
}

function wordsIn(t: Translate, { message, values }: Known): string {
  if (!values) return t(message);
  return t(
    message,
    Object.fromEntries(Object.entries(values).map(([name, value]) => [name, placeholderIn(t, name, value)])),
  );
}

/** A refusal in `t`'s language: the English as it came for an English reader, or one not known. */
export function refusalIn(t: Translate, english: string): string {
  if (t.locale === sourceLocale) return english;
  const refusal = english ? knownRefusal(english) : undefined;
  return refusal ? wordsIn(t, refusal) : english;
}
