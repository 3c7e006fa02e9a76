import { asHttpUrl, asRecord, asText } from '@/web/lib/read-json';

export interface PersonView {
  name: string;
  title: string | null;
  bio: string | null;
  photo: string | null;
  linkedin: string | null;
  twitter: string | null;
}

export function readPeople(value: unknown[]): PersonView[] {
  return value
    .map((raw) => {
      const p = asRecord(raw) ?? {};
      const name = asText(p.name);
      if (!name) return null;
      return {
        name,
        title: asText(p.title),
        bio: asText(p.bio),
        photo:
          asHttpUrl(p.photo_url) ?? (asText(p.photo_url)?.startsWith('/files/') ? asText(p.photo_url) : null),
        linkedin: asHttpUrl(p.linkedin_url),
        twitter: asHttpUrl(p.twitter_url),
      };
    })
    .filter((p): p is PersonView => p !== null);
}

const initials = (name: string) =>
  name
    .split(/\s+/)
    .map((w) => w.charAt(0))
    .join('')
    .slice(0, 2)
    .toUpperCase();

/** Key people: photo or initials, title, bio, links. */
export function PeopleSection({ people }: { people: PersonView[] }) {
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {people.map((person) => (
        <li key={person.name} className="flex gap-3 rounded-xl border bg-card p-4">
          {person.photo ? (
            <img
              src={person.photo}
              alt=""
              className="size-12 shrink-0 rounded-full object-cover"
              loading="lazy"
            />
          ) : (
            <span
              aria-hidden="true"
              className="flex size-12 shrink-0 items-center justify-center rounded-full bg-muted text-sm font-semibold"
            >
              {initials(person.name)}
            </span>
          )}
          <div className="flex min-w-0 flex-col gap-1">
            <span className="font-medium">{person.name}</span>
            {person.title ? <span className="text-sm text-muted-foreground">{person.title}</span> : null}
            {person.bio ? <p className="text-sm">{person.bio}</p> : null}
            <div className="flex gap-3 text-sm">
              {person.linkedin ? (
                <a
                  href={person.linkedin}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="underline underline-offset-4"
                >
                  LinkedIn<span className="sr-only"> of {person.name} (opens in a new tab)</span>
                </a>
              ) : null}
              {person.twitter ? (
                <a
                  href={person.twitter}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="underline underline-offset-4"
                >
                  X / Twitter<span className="sr-only"> of {person.name} (opens in a new tab)</span>
                </a>
              ) : null}
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
