// Links held for review (docs/product.md, "Trust and safety"): flagged by the link safety check or hidden from a report, absent
// from their page until an admin releases them.
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import type { HeldLinkList } from "#contract/safety";
import { failureOf } from "../../../api/queries";
import { useToast } from "../../../components/ToastProvider";
import { useAdminQuery, useAdminSend } from "../AdminAccess";
import { actionFailureText } from "../admin-failure";
import { adminPaths } from "../admin-paths";
import type { MessageBody } from "../admin-types";
import { formatDateTime } from "../format";
import { AdminTable } from "../parts/AdminTable";
import { PagedList } from "../parts/PagedList";

const pageSize = 20;
const columns = ["Held", "Page", "Link", "Why", { hidden: "Actions" }];

export function HeldLinksSection() {
  const [page, setPage] = useState(1);
  const list = useAdminQuery<HeldLinkList>(adminPaths.heldLinks(page, pageSize));
  const adminSend = useAdminSend();
  const toast = useToast();
  const release = useMutation({
    mutationFn: (id: string) => adminSend<MessageBody>(adminPaths.releaseLink(id), { method: "POST" }),
    onError: (error) => toast.error(actionFailureText(failureOf(error), "Failed to release the link")),
    onSuccess: (data) => {
      toast.success(data?.msg || "Link released.");
      return list.refetch();
    },
  });
  const releasing = release.isPending ? release.variables : null;

  return (
    <section className="admin-held" aria-labelledby="admin-held-heading">
      <h2 id="admin-held-heading">Held links</h2>
      <PagedList
        query={list}
        failureText="Failed to fetch held links"
        loading="Loading held links…"
        paging={{ label: "Held link pages", page, pageSize, noun: { one: "link", other: "links" }, onPage: setPage }}
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
                      onClick={() => release.mutate(item.id)}
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
