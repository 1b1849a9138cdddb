// A page's activity for its owner and its editors: who did what, newest first, each action in words and
// its moment in the reader's form; "Load more" asks for the entries before the last one shown.
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { dataOf, errorMessage } from "../../../api/queries";
import { CardBodyLoading } from "../../../components/CardBodyLoading";
import { FormAlert } from "../../../components/FormAlert";
import { LoadFailure } from "../../../components/LoadFailure";
import { useWords } from "../../../i18n/I18nProvider";
import { dateTimeIn } from "../../../i18n/local-forms";
import { activityTexts as texts } from "./activity-texts";
import { activityInWords } from "./activity-words";
import { activityPath, membersApi } from "./members-api";

function activityQuery(pageId: string) {
  return infiniteQueryOptions({
    queryKey: [activityPath(pageId)],
    queryFn: ({ pageParam, signal }) => dataOf(membersApi.activity(pageId, pageParam, signal)),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
  });
}

export function ActivityCard({ pageId }: { pageId: string }) {
  const { t, locale } = useWords();
  const activity = useInfiniteQuery(activityQuery(pageId));
  const entries = activity.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <section className="card-page dashboard-card activity-card" aria-labelledby="activity-title">
      <h2 id="activity-title">{t(texts.title)}</h2>
      <p className="muted">{t(texts.intro)}</p>
      {activity.isPending && <CardBodyLoading size="list" />}
      {/* A failed first read offers to try again; a failed "Load more" keeps what was shown and its button. */}
      {!activity.data && <LoadFailure query={activity} fallback={t(texts.loadFailed)} />}
      {activity.data &&
        (entries.length ? (
          <ol className="activity-card__list">
            {entries.map((entry) => (
              <li key={entry.id} className="activity-card__entry">
                <span>{activityInWords(t, entry)}</span>{" "}
                <time className="muted" dateTime={entry.at}>
                  {dateTimeIn(locale, entry.at)}
                </time>
              </li>
            ))}
          </ol>
        ) : (
          <p>{t(texts.none)}</p>
        ))}
      {activity.isFetchNextPageError && <FormAlert message={errorMessage(activity.error, t(texts.loadFailed))} />}
      {activity.hasNextPage && (
        <button
          type="button"
          className="button"
          disabled={activity.isFetchingNextPage}
          onClick={() => void activity.fetchNextPage()}
        >
          {activity.isFetchingNextPage ? t(texts.loadingMore) : t(texts.loadMore)}
        </button>
      )}
    </section>
  );
}
