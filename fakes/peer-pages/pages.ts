// The example pages the peer-pages fake serves, one per source an import recognises, all showing one
// made-up creator, Robin Vale: a name, a bio, an avatar, two sections of links and three social icons.
// Each is shaped as that service shapes its public pages (the markup and data the recognisers of
// worker/import/recognisers.ts read), with the service's own chrome around it — links back to the
// service, a comment, an icon's SVG title — that a reader must not mistake for the creator's.

type ExamplePage = {
  displayName: string;
  bio: string;
  sections: { title: string; links: { title: string; url: string }[] }[];
  /** Each icon's platform (as LinkNest names it), its label, and its type as Linktree names it. */
  socials: { platform: string; label: string; type: string; url: string }[];
};

export const robin: ExamplePage = {
  displayName: "Robin Vale",
  bio: "Illustrator & zine maker. New prints every month.",
  sections: [
    {
      title: "Shop",
      links: [
        { title: "Prints & posters", url: "https://shop.robinvale.example/prints" },
        { title: "Zines", url: "https://shop.robinvale.example/zines" },
        { title: "Commissions", url: "https://robinvale.example/commissions" },
      ],
    },
    {
      title: "Listen",
      links: [
        { title: "Podcast", url: "https://podcast.robinvale.example/" },
        { title: "Newsletter", url: "https://robinvale.example/newsletter" },
      ],
    },
  ],
  socials: [
    { platform: "instagram", label: "Instagram", type: "INSTAGRAM", url: "https://instagram.com/robinvale" },
    { platform: "youtube", label: "YouTube", type: "YOUTUBE", url: "https://youtube.com/@robinvale" },
    { platform: "email", label: "E-mail", type: "EMAIL_ADDRESS", url: "mailto:hello@robinvale.example" },
  ],
};

/** The avatar's path on the fake: a PNG it serves itself. */
export const avatarPath = "/images/avatar.png";

/** Text written into HTML: the page's own markup never breaks, and references are there to be decoded. */
const escaped = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;");

const document = (head: string, body: string) =>
  `<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n${head}\n</head>\n<body>\n${body}\n</body>\n</html>\n`;

/** Linktree: a Next.js page whose __NEXT_DATA__ holds the account; the visible buttons repeat it. */
export function linktreePage(origin: string): string {
  let position = 0;
  const links = robin.sections.flatMap((section) => [
    { id: `h${position}`, type: "HEADER", title: section.title, url: "", position: position++ },
    ...section.links.map((link) => ({ id: `l${position}`, type: "CLASSIC", ...link, position: position++ })),
  ]);
  // Linktree sends the links in its own order and says each one's position: the reader sorts.
  const shuffled = [...links.slice(3), ...links.slice(0, 3)];
  const data = {
    props: {
      pageProps: {
        account: {
          username: "robinvale",
          pageTitle: robin.displayName,
          description: robin.bio,
          profilePictureUrl: `${origin}${avatarPath}`,
          links: shuffled,
          socialLinks: robin.socials.map(({ type, url }) => ({ type, url })),
        },
      },
    },
    page: "/[profile]",
    buildId: "fake-build",
  };
  const buttons = links
    .filter((link) => link.type !== "HEADER")
    .map((link) => `<a data-testid="LinkButton" href="${escaped(link.url)}">${escaped(link.title)}</a>`)
    .join("\n");
  return document(
    `<title>${escaped(robin.displayName)} | Linktree</title>\n<meta property="og:title" content="${escaped(robin.displayName)} | Linktree">`,
    `<div id="__next"><h1>${escaped(robin.displayName)}</h1>\n${buttons}\n<a href="https://linktr.ee/s/signup">Join ${escaped(robin.displayName)} on Linktree</a></div>\n<script id="__NEXT_DATA__" type="application/json">${JSON.stringify(data)}</script>`,
  );
}

/** LinkStack: its blade templates' buttons, section titles, icon row, name, bio and avatar. */
export function linkstackPage(origin: string): string {
  let id = 0;
  const buttons = robin.sections
    .map(
      (section) =>
        `<div class="fadein"><h2>${escaped(section.title)}</h2></div>\n` +
        section.links
          .map(
            (link) =>
              `<div style="--delay: ${++id}s" class="button-entrance"><a id="${id}" class="button button-custom_website button-click button-hover icon-hover" rel="noopener noreferrer nofollow noindex" href="${escaped(link.url)}" target="_blank"><img alt="custom_website" class="icon hvr-icon" src="${origin}/assets/favicon/icons/${id}.png">${escaped(link.title)}</a></div>`,
          )
          .join("\n"),
    )
    .join("\n");
  const icons = robin.socials
    .map(
      (social) =>
        `<a class="social-hover social-link" href="${escaped(social.url)}" title="${social.label}" aria-label="${social.label}" target="_blank"><i class="button-click dynamic-contrast social-icon fa-brands fa-${social.platform}"></i></a>`,
    )
    .join("\n");
  return document(
    `<title>${escaped(robin.displayName)} 🔗 LinkStack</title>\n<meta name="description" content="${escaped(robin.bio)}">`,
    `<div class="container"><div class="column" style="margin-top: 5%">
<!-- Your Image Here -->
<img alt="avatar" class="rounded-avatar fadein" src="${avatarPath}" height="128px" width="128px" style="object-fit: cover;">
<!-- Your Name -->
<h1 class="fadein">${escaped(robin.displayName)}</h1>
<!-- Short Bio -->
<center><div class="fadein description-parent dynamic-contrast"><p class="fadein">${escaped(robin.bio)}</p></div></center>
<div class="row fadein social-icon-div">
${icons}
</div>
<!-- Buttons -->
${buttons}
</div></div>
<footer class="fadein"><a href="https://linkstack.org/" target="_blank">Powered by LinkStack</a></footer>`,
  );
}

/** LittleLink: a static page of brand buttons; a commented-out button and the footer's link are not buttons. */
export function littlelinkPage(): string {
  const brands: Record<string, string> = { instagram: "instagram", youtube: "yt", email: "default" };
  const buttons = [
    ...robin.sections.flatMap((section) => section.links.map((link) => ({ ...link, brand: "default" }))),
    ...robin.socials.map((social) => ({ title: social.label, url: social.url, brand: brands[social.platform] })),
  ]
    .map(
      (link) =>
        `<!-- ${escaped(link.title)} -->\n<a class="button button-${link.brand}" href="${escaped(link.url)}" target="_blank" rel="noopener" role="button"><img class="icon" aria-hidden="true" src="../images/icons/generic-website.svg" alt="">${escaped(link.title)}</a>\n<br>`,
    )
    .join("\n");
  // The page's files sit beside it: the avatar is a relative address.
  const avatar = `..${avatarPath}`;
  return document(
    `<title>${escaped(robin.displayName)}</title>\n<meta name="description" content="Find me online!">`,
    `<div class="container"><div class="row"><div class="column" style="margin-top: 10%">
<!-- Your Image Here -->
<img class="avatar avatar--rounded" src="${avatar}" srcset="${avatar} 2x" alt="${escaped(robin.displayName)}">
<!-- Title -->
<h1>${escaped(robin.displayName)}</h1>
<!-- Short Bio -->
<p>${escaped(robin.bio)}</p>
<div class="button-stack" role="navigation">
${buttons}
<!-- <a class="button button-discord" href="https://discord.gg/robin" target="_blank" rel="noopener" role="button">Discord</a> -->
</div>
<footer><p>Built with <a href="https://littlelink.io">LittleLink</a></p></footer>
</div></div></div>`,
  );
}

/** Beacons: its JSON-LD names the page and its social profiles; the buttons are the page's links. */
export function beaconsPage(origin: string): string {
  const jsonLd = {
    "@context": "https://schema.org/",
    "@type": "WebPage",
    name: `${robin.displayName} - Link in Bio & Creator Tools | Beacons`,
    url: `${origin}/beacons/robinvale`,
    description: robin.bio,
    image: `${origin}${avatarPath}`,
    identifier: "robinvale",
    sameAs: robin.socials.filter((social) => social.platform !== "email").map((social) => social.url),
    isPartOf: "https://beacons.ai",
  };
  const links = robin.sections
    .flatMap((section) => section.links)
    .map(
      (link) =>
        `<a href="${escaped(link.url)}" target="_blank" rel="noopener noreferrer"><div>${escaped(link.title)}</div></a>`,
    )
    .join("\n");
  const icons = jsonLd.sameAs
    .map((url) => `<a href="${escaped(url)}" aria-label="social"><svg><title>icon</title></svg></a>`)
    .join("\n");
  return document(
    `<title>${escaped(jsonLd.name)}</title>\n<meta property="og:image" content="${origin}${avatarPath}">\n<script type="application/ld+json">${JSON.stringify(jsonLd)}</script>`,
    `<main><nav><a href="/">Beacons</a></nav>\n<h1>${escaped(robin.displayName)}</h1>\n<div>${icons}</div>\n${links}\n<a href="https://beacons.ai/signup?ref=robinvale">Create your own Beacons</a></main>\n<script>self.__next_f = self.__next_f || []</script>`,
  );
}

/** Any other page: a personal site with Open Graph tags, a menu, links in text and a row of icons. */
export function plainPage(origin: string): string {
  const links = robin.sections
    .flatMap((section) => section.links)
    .map((link) => `<li><a href="${escaped(link.url)}">${escaped(link.title)}</a></li>`)
    .join("\n");
  const icons = robin.socials
    .filter((social) => social.platform !== "email")
    .map(
      (social) =>
        `<a href="${escaped(social.url)}" aria-label="${social.platform}"><svg><title>${social.platform}</title></svg></a>`,
    )
    .join("\n");
  return document(
    `<title>Robin Vale — illustration</title>
<meta property="og:title" content="${escaped(robin.displayName)}">
<meta property="og:description" content="${escaped(robin.bio)}">
<meta property="og:image" content="${origin}${avatarPath}">`,
    `<header><nav><a href="#work">Work</a> <a href="/html/robinvale">Home</a></nav></header>
<main><h1>Hi, I'm Robin</h1><p>I draw things &amp; print them.</p>
<ul>
${links}
</ul>
<div class="icons">${icons}</div>
<p>Write to me: <a href="mailto:hello@robinvale.example">hello@robinvale.example</a></p></main>`,
  );
}
