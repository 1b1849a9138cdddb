// Links held for review (docs/product.md, "Trust and safety"): flagged by the link safety check or hidden from a report, absent
// from their page until an admin releases them.
import { useState } from "react";
import type { HeldLinkList } from "#contract/safety";
import { useToast } from "../../../components/ToastProvider";
import { useAdminRequest } from "../AdminAccess";
import { actionFailureText } from "../admin-failure";
import { adminPaths } from "../admin-paths";
import type { MessageBody } from "../admin-types";
import { formatDateTime } from "../format";
import { AdminTable } from "../parts/AdminTable";
import { PagedList } from "../parts/PagedList";
import { useAdminResource } from "../useAdminResource";

const pageSize = 20;
const columns = ["Held", "Page", "Link", "Why", { hidden: "Actions" }];

export function HeldLinksSection() {
  const [page, setPage] = useState(1);
  const list = useAdminResource<HeldLinkList>(adminPaths.heldLinks(page, pageSize), "Failed to fetch held links");
  const request = useAdminRequest();
  const toast = useToast();
  const [releasing, setReleasing] = useState<string | null>(null);

  async function release(id: string) {
    setReleasing(id);
    const result = await request<MessageBody>(adminPaths.releaseLink(id), { method: "POST" });
    setReleasing(null);
    if (!result.ok) {
      toast.error(actionFailureText(result, "Failed to release the link"));
      return;
    }
    toast.success(result.data?.msg || "Link released.");
    list.reload();
  }

  return (
    <section className="admin-held" aria-labelledby="admin-held-heading">
      <h2 id="admin-held-heading">Held links</h2>
      <PagedList
        resource={list}
        loading="Loading held links…"
        paging={{ label: "Held link pages", page, pageSize, noun: "links", onPage: setPage }}
      >
        {(items, busy) =>
          items.length ? (
            <AdminTable caption="Held links" columns={columns} busy={busy}>
              {items.map((item) => (
                <tr key={item.id}>
                  <td>{formatDateTime(item.heldAt)}</td>
                  <td>@{item.username}</td>
                  <td>
                    {item.title}
                    <br />
                    <span className="muted">{item.url}</span>
                  </td>
                  <td>{item.threatTypes.join(", ")}</td>
                  <td>
                    <button
                      type="button"
                      className="button button--small"
                      disabled={releasing === item.id}
                      onClick={() => release(item.id)}
                      aria-label={`Release ${item.title} of @${item.username}`}
                    >
                      Release
                    </button>
                  </td>
                </tr>
              ))}
            </AdminTable>
          ) : (
            <p className="muted admin-empty">No links are held.</p>
          )
        }
      </PagedList>
    </section>
  );
}
