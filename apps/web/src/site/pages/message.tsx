/** A short answer: a form sent without script, a link from an e-mail, a page that is not there. */
export function MessagePage({ title, body, link }: { title: string; body: string; link: { href: string; label: string } | null }) {
  return (
    <div className="mx-auto flex max-w-xl flex-col gap-4 px-4 py-16 text-center">
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      <p className="text-lg text-muted">{body}</p>
      {link && (
        <a
          href={link.href}
          className="inline-flex min-h-11 items-center self-center font-semibold text-primary underline underline-offset-4"
        >
          {link.label}
        </a>
      )}
    </div>
  );
}
